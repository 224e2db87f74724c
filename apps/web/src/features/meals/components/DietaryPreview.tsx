import '../dietary.i18n';
import type { TDietaryReport } from '@kg/contracts';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 本期概况: what the report will hold, so an empty period is seen before it is opened. */
export function DietaryPreview({ data }: { data: TDietaryReport }) {
  const { t } = useTranslation();
  const low = [...data.NutritionReportDetails, ...data.FoodReportDetails].filter((r) => r.Result === '偏低');
  const stats = [
    { key: 'days', label: t('dietary.menuDays'), value: t('dietary.days', { count: data.MenuDays }) },
    { key: 'people', label: t('dietary.allPeople'), value: t('dietary.people', { count: data.AllPeople }) },
    {
      key: 'person-days',
      label: t('dietary.dayPeople'),
      value: t('dietary.personDays', { count: data.DayPeople }),
    },
    { key: 'kinds', label: t('dietary.foodKinds'), value: t('dietary.kinds', { count: data.AllFoodLib }) },
  ];
  return (
    <section className="kg-dietary__preview" data-testid="dietary-preview" data-menu-days={data.MenuDays}>
      <h3 className="kg-dietary__title">{t('dietary.preview')}</h3>
      {data.MenuDays === 0 ? (
        <Alert type="warning" showIcon title={t('dietary.empty')} data-testid="dietary-empty" />
      ) : (
        <>
          <div className="kg-dietary__stats">
            {stats.map((s) => (
              <div key={s.key} className="kg-dietary__stat" data-testid={`dietary-stat-${s.key}`}>
                <div className="kg-dietary__stat-label">{s.label}</div>
                <div className="kg-dietary__stat-value">{s.value}</div>
              </div>
            ))}
          </div>
          <div className="kg-dietary__low" data-testid="dietary-low">
            <span className="kg-dietary__low-label">{t('dietary.low')}</span>
            {low.length ? (
              low.map((r) => (
                <Tag key={r.Name} color="red">
                  {r.Name}
                </Tag>
              ))
            ) : (
              <span>{t('dietary.lowNone')}</span>
            )}
          </div>
          <div className="kg-dietary__reporter">{t('dietary.reporter', { name: data.Reporter })}</div>
        </>
      )}
    </section>
  );
}
