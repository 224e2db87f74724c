import '../meals.i18n';
import { DISH_KINDS, MENU_CELL_MAX, type TDishOption } from '@kg/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = {
  ids: number[];
  names: ReadonlyMap<number, string>;
  options: readonly TDishOption[];
  editable: boolean;
  onChange: (ids: number[]) => void;
  testId: string;
};

/** One day's meal: its dishes (removable while editing) and a searchable picker to add one. */
export function MenuCell({ ids, names, options, editable, onChange, testId }: TProps) {
  const { t } = useTranslation();
  const free = options.filter((o) => !ids.includes(o.Id));
  const grouped = DISH_KINDS.map((kind) => ({
    label: kind,
    title: kind,
    options: free.filter((o) => o.Kind === kind).map((o) => ({ value: o.Id, label: o.Name })),
  })).filter((g) => g.options.length > 0);
  const full = ids.length >= MENU_CELL_MAX;
  return (
    <div className="kg-menu-cell" data-testid={testId}>
      {ids.map((id) => (
        <Tag
          key={id}
          className="kg-menu-dish"
          closable={editable}
          closeIcon={editable ? undefined : false}
          onClose={(e) => {
            e.preventDefault();
            onChange(ids.filter((x) => x !== id));
          }}
          data-testid="menu-dish"
        >
          {names.get(id) ?? id}
        </Tag>
      ))}
      {editable && !full && (
        <Select<number>
          className="kg-menu-cell__add"
          size="small"
          variant="borderless"
          value={null as unknown as number}
          placeholder={`+ ${t('meals.menus.addDish')}`}
          showSearch={{ optionFilterProp: 'label' }}
          options={grouped}
          onChange={(id) => onChange([...ids, id])}
          popupMatchSelectWidth={220}
          data-testid="menu-add-dish"
        />
      )}
      {editable && full && (
        <span className="kg-muted">{t('meals.menus.cellFull', { max: MENU_CELL_MAX })}</span>
      )}
    </div>
  );
}
