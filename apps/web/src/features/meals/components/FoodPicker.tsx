import '../meals.i18n';
import type { TDishIngredient, TFood } from '@kg/contracts';
import { Select, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFoodSearch } from '../dishes.api';

/** What the dish's arithmetic needs of a food (an ingredient of the dish, or a food just picked). */
export type TKnownFood = Omit<TDishIngredient, 'Grams' | 'FoodRetired'>;

export const knownOf = (food: TFood): TKnownFood => ({
  FoodId: food.Id,
  FoodName: food.Name,
  Category: food.Category,
  IsSeasoning: food.IsSeasoning,
  EdiblePct: food.EdiblePct,
  Per100g: food.Nutrients,
});

type TProps = {
  value?: number;
  onChange?: (id: number) => void;
  /** the foods already known by id (so the chosen one keeps its name) */
  known: ReadonlyMap<number, TKnownFood>;
  onPicked: (food: TKnownFood) => void;
  testId?: string;
};

/** 搜索并选择食材: the active foods of the library, searched on the server by name or alias. */
export function FoodPicker({ value, onChange, known, onPicked, testId }: TProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const search = useFoodSearch(deferred.trim());
  const found = search.data?.data ?? [];
  const options = found.map((f) => ({
    value: f.Id,
    label: f.Name,
    food: f,
  }));
  const current = value ? known.get(value) : undefined;
  if (current && !options.some((o) => o.value === value))
    options.unshift({ value: current.FoodId, label: current.FoodName, food: undefined as never });
  return (
    <Select<number>
      value={value}
      placeholder={t('meals.dishes.pickFood')}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      loading={search.isFetching}
      onChange={(id) => {
        const food = found.find((f) => f.Id === id);
        if (food) onPicked(knownOf(food));
        setKeyword('');
        onChange?.(id);
      }}
      options={options}
      optionRender={(option) => (
        <span>
          {option.label}{' '}
          <Tag bordered={false} className="kg-food-option-tag">
            {(option.data.food as TFood | undefined)?.Category ?? current?.Category}
          </Tag>
        </span>
      )}
      style={{ width: '100%' }}
      data-testid={testId}
      popupMatchSelectWidth={false}
    />
  );
}
