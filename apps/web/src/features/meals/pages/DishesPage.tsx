import '../meals.i18n';
import '../meals.css';
import { PlusOutlined } from '@ant-design/icons';
import { amountText, DISH_KINDS, type TDish } from '@kg/contracts';
import { App, Button, Card, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtons } from '../../../app/access/NavButtons';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { DishDialog, type TDishDialogState } from '../components/DishDialog';
import { dishPage, findDishPage, type TDishFilters, useDeleteDish, useRetireDish } from '../dishes.api';

const INITIAL: TDishFilters = { Keyword: '', Kind: undefined, Status: 'active' };

const amount = (dish: TDish, key: 'energy_kcal' | 'protein_g') => {
  const n = dish.Nutrients.find((x) => x.Key === key);
  return n ? amountText(n.Value, key) : '—';
};

/** 菜品 (issue 20, M01): the kitchen's dishes, foods with grams per child, nutrients per child. */
export default function DishesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const list = usePagedList({ key: dishPage.key, initialFilters: INITIAL, fetchPage: findDishPage });
  const canEdit = useButtons().some((b) => b.Func === 'handleDishEdit');
  const [dialog, setDialog] = useState<TDishDialogState>(null);
  const retire = useRetireDish();
  const remove = useDeleteDish();

  const flag = async (Id: number, Value: boolean) => {
    try {
      await retire.mutateAsync({ Id, Value });
      void message.success(t('success.operate'));
    } catch {
      // Shown by the client.
    }
  };
  const confirmRetire = (dish: TDish) =>
    modal.confirm({
      title: t('meals.dishes.retireTitle', { name: dish.Name }),
      content: t('meals.dishes.retireContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'dish-retire-ok' },
      onOk: () => flag(dish.Id, true),
    });
  const confirmDelete = (dish: TDish) =>
    modal.confirm({
      title: t('meals.dishes.deleteTitle', { name: dish.Name }),
      content: t('meals.dishes.deleteContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'dish-delete-ok' },
      onOk: async () => {
        try {
          await remove.mutateAsync(dish.Id);
          void message.success(t('success.delete'));
        } catch {
          // Shown by the client.
        }
      },
    });

  const columns: TableColumnsType<TDish> = [
    {
      key: 'name',
      title: t('meals.dishes.columns.name'),
      render: (_, dish) => (
        <Space size={4} wrap>
          <Typography.Link onClick={() => setDialog(dish.Id)} data-testid="dish-name-link">
            {dish.Name}
          </Typography.Link>
          {dish.Retired && <Tag>{t('meals.dishes.status.retired')}</Tag>}
        </Space>
      ),
    },
    { key: 'kind', title: t('meals.dishes.columns.kind'), dataIndex: 'Kind' },
    {
      key: 'foods',
      title: t('meals.dishes.columns.foods'),
      render: (_, dish) => (
        <Typography.Text className="kg-dish-summary">
          {dish.Ingredients.map((i) => `${i.FoodName} ${i.Grams}`).join('、')}
        </Typography.Text>
      ),
    },
    {
      key: 'energy',
      title: t('meals.dishes.columns.energy'),
      align: 'right',
      render: (_, dish) => <span data-testid="dish-energy">{amount(dish, 'energy_kcal')}</span>,
    },
    {
      key: 'protein',
      title: t('meals.dishes.columns.protein'),
      align: 'right',
      render: (_, dish) => amount(dish, 'protein_g'),
    },
    {
      key: 'actions',
      title: t('meals.dishes.columns.actions'),
      fixed: 'right',
      render: (_, dish) => (
        <Space size={0} wrap className="kg-food-actions">
          <Button type="link" size="small" onClick={() => setDialog(dish.Id)} data-testid="dish-open">
            {canEdit && !dish.Retired ? t('meals.dishes.edit') : t('meals.dishes.view')}
          </Button>
          {canEdit &&
            (dish.Retired ? (
              <Button
                type="link"
                size="small"
                onClick={() => void flag(dish.Id, false)}
                data-testid="dish-restore"
              >
                {t('meals.dishes.restore')}
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmRetire(dish)}
                data-testid="dish-retire"
              >
                {t('meals.dishes.retire')}
              </Button>
            ))}
          {canEdit && dish.MenuUses === 0 && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(dish)}
              data-testid="dish-delete"
            >
              {t('meals.dishes.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card className="kg-card kg-foods" data-testid="page-dishes">
      <div className="kg-toolbar kg-foods__toolbar">
        <Typography.Text type="secondary" className="kg-foods__intro">
          {t('meals.dishes.intro')} {!canEdit && t('meals.dishes.readOnly')}
        </Typography.Text>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog('new')}
            data-testid="dish-add"
          >
            {t('meals.dishes.add')}
          </Button>
        )}
      </div>
      <FilterBar
        testId="dishes-filter"
        keyword={list.filters.Keyword}
        placeholder={t('meals.dishes.keyword')}
        onSearch={(Keyword) => list.setFilters({ Keyword })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          allowClear
          placeholder={t('meals.dishes.allKinds')}
          value={list.filters.Kind}
          onChange={(Kind?: string) => list.setFilters({ Kind })}
          options={DISH_KINDS.map((k) => ({ value: k, label: k }))}
          data-testid="dishes-kind"
        />
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          value={list.filters.Status}
          onChange={(Status: TDishFilters['Status']) => list.setFilters({ Status })}
          options={(['active', 'retired', 'all'] as const).map((s) => ({
            value: s,
            label: t(`meals.dishes.status.${s}`),
          }))}
          data-testid="dishes-status"
        />
      </FilterBar>
      <DataTable<TDish> testId="dishes-table" rowKey="Id" columns={columns} {...list.tableProps} />
      <DishDialog state={dialog} readOnly={!canEdit} onClose={() => setDialog(null)} />
    </Card>
  );
}
