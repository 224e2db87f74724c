import '../meals.i18n';
import { amountText, type TNutrientAmount } from '@kg/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The report nutrients per child as a compact grid, the unmeasured foods named under it. */
export function DishNutrients({ nutrients }: { nutrients: TNutrientAmount[] }) {
  const { t } = useTranslation();
  // One line per food without figures, naming what it lacks (a school's own food often has few).
  const missing = new Map<string, string[]>();
  for (const n of nutrients)
    for (const food of n.Missing) missing.set(food, [...(missing.get(food) ?? []), n.Name]);
  return (
    <div className="kg-dish-nutrients" data-testid="dish-nutrients">
      <div className="kg-dish-nutrients__grid">
        {nutrients.map((n) => (
          <div key={n.Key} className="kg-dish-nutrients__cell" data-testid={`dish-nutrient-${n.Key}`}>
            <span className="kg-dish-nutrients__name">{n.Name}</span>
            <span className="kg-dish-nutrients__value">
              {amountText(n.Value, n.Key)}
              <small> {n.Unit}</small>
            </span>
          </div>
        ))}
      </div>
      {[...missing].map(([food, names]) => (
        <Typography.Text type="secondary" key={food} className="kg-dish-nutrients__missing">
          {t('meals.dishes.notMeasured', { food, nutrients: names.join('、') })}
        </Typography.Text>
      ))}
    </div>
  );
}
