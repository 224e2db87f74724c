import '../meals.i18n';
import '../meals.css';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  API,
  FOOD_CATEGORIES,
  FOOD_FILE_NAMES,
  FOOD_IMPORT_COLUMNS,
  FOOD_IMPORT_REQUIRED,
  FOOD_SOURCE_NAMES,
  nutrientText,
  type TFood,
} from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainKey } from '../../../api/queries';
import { useButtons } from '../../../app/access/NavButtons';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { TargetImportDialog } from '../../imports/components/TargetImportDialog';
import { FoodDialog, type TFoodDialogState } from '../components/FoodDialog';
import {
  exportFoods,
  findFoodPage,
  foodPage,
  importFoods,
  type TFoodFilters,
  useDeleteFood,
  useFoodFlag,
} from '../foods.api';

const INITIAL: TFoodFilters = { Keyword: '', Category: undefined, Seasoning: undefined, Status: 'active' };
const required: readonly string[] = FOOD_IMPORT_REQUIRED;
const IMPORT_COLUMNS = Object.entries(FOOD_IMPORT_COLUMNS).map(([key, header]) => ({
  header,
  required: required.includes(key),
}));

/** 食材库 (issue 20): the school's foods per 100 g edible part; the kitchen and the 园长 keep them. */
export default function FoodsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const list = usePagedList({ key: foodPage.key, initialFilters: INITIAL, fetchPage: findFoodPage });
  const canEdit = useButtons().some((b) => b.Func === 'handleFoodEdit');
  const [dialog, setDialog] = useState<TFoodDialogState>(null);
  const [importing, setImporting] = useState(false);
  const seasoning = useFoodFlag('setSeasoning');
  const retired = useFoodFlag('setRetired');
  const remove = useDeleteFood();

  const flag = async (send: typeof seasoning, Id: number, Value: boolean) => {
    try {
      await send.mutateAsync({ Id, Value });
      void message.success(t('success.operate'));
    } catch {
      // Shown by the client.
    }
  };
  const confirmRetire = (food: TFood) =>
    modal.confirm({
      title: t('meals.foods.retireTitle', { name: food.Name }),
      content: t('meals.foods.retireContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'food-retire-ok' },
      onOk: () => flag(retired, food.Id, true),
    });
  const confirmDelete = (food: TFood) =>
    modal.confirm({
      title: t('meals.foods.deleteTitle', { name: food.Name }),
      content: t('meals.foods.deleteContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'food-delete-ok' },
      onOk: async () => {
        try {
          await remove.mutateAsync(food.Id);
          void message.success(t('success.delete'));
        } catch {
          // Shown by the client.
        }
      },
    });
  const download = async (run: () => Promise<string>) => {
    try {
      const name = await run();
      void message.success(t('meals.foods.exported', { name }));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const figure = (key: keyof TFood['Nutrients']) => ({
    align: 'right' as const,
    render: (_: unknown, food: TFood) => nutrientText(food.Nutrients[key]),
  });
  const columns: TableColumnsType<TFood> = [
    {
      key: 'name',
      title: t('meals.foods.columns.name'),
      render: (_, food) => (
        <Space size={4} wrap>
          <Typography.Link onClick={() => setDialog(food.Id)} data-testid="food-name-link">
            {food.Name}
          </Typography.Link>
          {food.IsSeasoning && <Tag color="orange">{t('meals.foods.seasoningTag')}</Tag>}
          {food.Retired && <Tag>{t('meals.foods.status.retired')}</Tag>}
          {food.Aliases && <Typography.Text type="secondary">{food.Aliases}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'category', title: t('meals.foods.columns.category'), dataIndex: 'Category' },
    {
      key: 'edible',
      title: t('meals.foods.columns.edible'),
      align: 'right',
      render: (_, f) => `${f.EdiblePct}%`,
    },
    { key: 'energy', title: t('meals.foods.columns.energy'), ...figure('energy_kcal') },
    { key: 'protein', title: t('meals.foods.columns.protein'), ...figure('protein_g') },
    { key: 'fat', title: t('meals.foods.columns.fat'), ...figure('fat_g') },
    { key: 'carbohydrate', title: t('meals.foods.columns.carbohydrate'), ...figure('carbohydrate_g') },
    {
      key: 'source',
      title: t('meals.foods.columns.source'),
      render: (_, food) => (
        <Typography.Text type="secondary">{FOOD_SOURCE_NAMES[food.Source]}</Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('meals.foods.columns.actions'),
      fixed: 'right',
      render: (_, food) => (
        <Space size={0} wrap className="kg-food-actions">
          <Button type="link" size="small" onClick={() => setDialog(food.Id)} data-testid="food-open">
            {canEdit && !food.Retired ? t('meals.foods.edit') : t('meals.foods.view')}
          </Button>
          {canEdit && !food.Retired && (
            <Button
              type="link"
              size="small"
              onClick={() => void flag(seasoning, food.Id, !food.IsSeasoning)}
              data-testid="food-seasoning-toggle"
            >
              {food.IsSeasoning ? t('meals.foods.unmarkSeasoning') : t('meals.foods.markSeasoning')}
            </Button>
          )}
          {canEdit &&
            (food.Retired ? (
              <Button
                type="link"
                size="small"
                onClick={() => void flag(retired, food.Id, false)}
                data-testid="food-restore"
              >
                {t('meals.foods.restore')}
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmRetire(food)}
                data-testid="food-retire"
              >
                {t('meals.foods.retire')}
              </Button>
            ))}
          {canEdit && food.Source === 'school' && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(food)}
              data-testid="food-delete"
            >
              {t('meals.foods.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card className="kg-card kg-foods" data-testid="page-foods">
      <div className="kg-toolbar kg-foods__toolbar">
        <Typography.Text type="secondary" className="kg-foods__intro">
          {t('meals.foods.intro')} {!canEdit && t('meals.foods.readOnly')}
        </Typography.Text>
        <Space wrap>
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog('new')}
              data-testid="food-add"
            >
              {t('meals.foods.add')}
            </Button>
          )}
          {canEdit && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="food-import">
              {t('meals.foods.import')}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void download(() => exportFoods(list.filters))}
            data-testid="food-export"
          >
            {t('meals.foods.export')}
          </Button>
        </Space>
      </div>
      <FilterBar
        testId="foods-filter"
        keyword={list.filters.Keyword}
        placeholder={t('meals.foods.keyword')}
        onSearch={(Keyword) => list.setFilters({ Keyword })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <Select
          className="kg-filterbar__select"
          allowClear
          placeholder={t('meals.foods.allCategories')}
          value={list.filters.Category}
          onChange={(Category?: string) => list.setFilters({ Category })}
          options={FOOD_CATEGORIES.map((c) => ({ value: c, label: c }))}
          data-testid="foods-category"
        />
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          allowClear
          placeholder={t('meals.foods.allKinds')}
          value={list.filters.Seasoning || undefined}
          onChange={(Seasoning?: '0' | '1') => list.setFilters({ Seasoning })}
          options={[
            { value: '1', label: t('meals.foods.onlySeasoning') },
            { value: '0', label: t('meals.foods.noSeasoning') },
          ]}
          data-testid="foods-seasoning"
        />
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          value={list.filters.Status}
          onChange={(Status: TFoodFilters['Status']) => list.setFilters({ Status })}
          options={(['active', 'retired', 'all'] as const).map((s) => ({
            value: s,
            label: t(`meals.foods.status.${s}`),
          }))}
          data-testid="foods-status"
        />
      </FilterBar>
      <DataTable<TFood> testId="foods-table" rowKey="Id" columns={columns} {...list.tableProps} />
      <FoodDialog state={dialog} readOnly={!canEdit} onClose={() => setDialog(null)} />
      <TargetImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('meals.foods.importTitle')}
        target={{ label: t('meals.foods.importInto'), name: t('meals.foods.importTarget') }}
        template={{
          href: API.foods.template.path,
          fileName: FOOD_FILE_NAMES.template,
          hint: t('meals.foods.importHint'),
        }}
        columns={IMPORT_COLUMNS}
        run={importFoods}
        onImported={(count) => {
          void message.success(t('meals.foods.importSuccess', { count }));
          void client.invalidateQueries({ queryKey: domainKey('foods') });
        }}
        successHint={t('meals.foods.importSuccessHint')}
        testId="food-import"
        kind="food"
      />
    </Card>
  );
}
