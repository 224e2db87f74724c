import '../meals.i18n';
import {
  FOOD_ALIASES_MAX,
  FOOD_CATEGORIES,
  FOOD_MESSAGES,
  FOOD_NAME_MAX,
  FOOD_SOURCE_NAMES,
  fillText,
  NUTRIENT_GROUPS,
  NUTRIENT_MAX,
  NUTRIENTS,
  nutrientText,
  type TFood,
  type TFoodForm,
} from '@kg/contracts';
import {
  App,
  Button,
  Checkbox,
  Col,
  Descriptions,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Tag,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useAddFood, useFood, useUpdateFood } from '../foods.api';

/** null: closed; 'new': add; a number: that food (edit, or view when read only). */
export type TFoodDialogState = null | 'new' | number;

const nutrient = (key: string) => NUTRIENTS.find((n) => n.key === key)!;

/** The nutrients of a food, grouped (能量与宏量 / 维生素 / 矿物质), "—" where not measured. */
function NutrientTable({ food }: { food: TFood }) {
  return (
    <>
      {NUTRIENT_GROUPS.map((group) => (
        <Descriptions
          key={group.key}
          title={group.name}
          size="small"
          bordered
          column={{ xs: 1, sm: 2, md: 3 }}
          className="kg-food-nutrients"
          items={group.nutrients.map((key) => ({
            key,
            label: `${nutrient(key).name}（${nutrient(key).unit}）`,
            children: <span data-testid={`food-nutrient-${key}`}>{nutrientText(food.Nutrients[key])}</span>,
          }))}
        />
      ))}
    </>
  );
}

/** 食材详情 / 新增食材 / 编辑食材: every nutrient per 100 g edible part, grouped. */
export function FoodDialog({
  state,
  readOnly,
  onClose,
}: {
  state: TFoodDialogState;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TFoodForm>();
  const id = typeof state === 'number' ? state : null;
  const detail = useFood(id);
  const add = useAddFood();
  const update = useUpdateFood();
  const food = detail.data;
  const viewing = readOnly || Boolean(food?.Retired);

  useEffect(() => {
    if (state === 'new') form.resetFields();
    else if (food && !viewing)
      form.setFieldsValue({
        Name: food.Name,
        Aliases: food.Aliases,
        Category: food.Category as TFoodForm['Category'],
        IsSeasoning: food.IsSeasoning,
        EdiblePct: food.EdiblePct,
        Nutrients: food.Nutrients,
      });
  }, [state, food, viewing, form]);

  const save = async (values: TFoodForm) => {
    const body: TFoodForm = {
      ...values,
      Aliases: values.Aliases ?? '',
      IsSeasoning: Boolean(values.IsSeasoning),
      Nutrients: Object.fromEntries(
        NUTRIENTS.map((n) => [n.key, values.Nutrients?.[n.key] ?? null]),
      ) as TFoodForm['Nutrients'],
    };
    try {
      if (id) await update.mutateAsync({ ...body, Id: id });
      else await add.mutateAsync(body);
      void message.success(t(id ? 'success.save' : 'success.add'));
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  const sourceLine = food && (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'source', label: t('meals.foods.source'), children: FOOD_SOURCE_NAMES[food.Source] },
        ...(food.Code ? [{ key: 'code', label: t('meals.foods.code'), children: food.Code }] : []),
      ]}
    />
  );

  if (viewing && food) {
    return (
      <Modal
        open={state !== null}
        title={t('meals.foods.dialogView')}
        onCancel={onClose}
        footer={
          <Button onClick={onClose} data-testid="food-close">
            {t('meals.foods.close')}
          </Button>
        }
        width={820}
        destroyOnHidden
      >
        <div data-testid="food-dialog">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'name',
                label: t('meals.foods.name'),
                children: (
                  <>
                    {food.Name}{' '}
                    {food.IsSeasoning && <Tag color="orange">{t('meals.foods.seasoningTag')}</Tag>}
                    {food.Retired && <Tag>{t('meals.foods.status.retired')}</Tag>}
                  </>
                ),
              },
              { key: 'aliases', label: t('meals.foods.aliases'), children: food.Aliases || '—' },
              { key: 'category', label: t('meals.foods.category'), children: food.Category },
              { key: 'edible', label: t('meals.foods.edible'), children: `${food.EdiblePct}` },
            ]}
          />
          {sourceLine}
          <Divider titlePlacement="start">{t('meals.foods.per100')}</Divider>
          <NutrientTable food={food} />
        </div>
      </Modal>
    );
  }

  return (
    <FormDialog
      open={state !== null}
      title={t(id ? 'meals.foods.dialogEdit' : 'meals.foods.dialogAdd')}
      onSubmit={form.submit}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      loading={Boolean(id) && detail.isPending}
      width={820}
      testId="food-dialog"
      guardEdits
    >
      <Form<TFoodForm>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ EdiblePct: 100, IsSeasoning: false, Aliases: '' }}
        className="kg-food-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="Name"
              label={t('meals.foods.name')}
              rules={[
                { required: true, whitespace: true, message: FOOD_MESSAGES.nameRequired },
                { max: FOOD_NAME_MAX, message: FOOD_MESSAGES.nameTooLong },
              ]}
            >
              <Input maxLength={FOOD_NAME_MAX} data-testid="food-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="Aliases" label={t('meals.foods.aliases')} extra={t('meals.foods.aliasesHint')}>
              <Input maxLength={FOOD_ALIASES_MAX} data-testid="food-aliases" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="Category"
              label={t('meals.foods.category')}
              rules={[{ required: true, message: FOOD_MESSAGES.categoryInvalid }]}
            >
              <Select
                options={FOOD_CATEGORIES.map((c) => ({ value: c, label: c }))}
                data-testid="food-category"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="EdiblePct"
              label={t('meals.foods.edible')}
              extra={t('meals.foods.edibleHint')}
              rules={[
                { required: true, type: 'integer', min: 1, max: 100, message: FOOD_MESSAGES.edibleRange },
              ]}
            >
              <InputNumber
                min={1}
                max={100}
                precision={0}
                style={{ width: '100%' }}
                data-testid="food-edible"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="IsSeasoning" valuePropName="checked" label=" ">
              <Checkbox data-testid="food-seasoning">{t('meals.foods.isSeasoning')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        {sourceLine}
        <Divider titlePlacement="start">
          {t('meals.foods.per100')} · {t('meals.foods.notMeasuredHint')}
        </Divider>
        {NUTRIENT_GROUPS.map((group) => (
          <div key={group.key}>
            <div className="kg-food-group-title">{group.name}</div>
            <Row gutter={12}>
              {group.nutrients.map((key) => {
                const n = nutrient(key);
                const range = fillText(FOOD_MESSAGES.nutrientRange, {
                  name: n.name,
                  max: NUTRIENT_MAX[key],
                  unit: n.unit,
                });
                return (
                  <Col xs={12} sm={8} md={6} key={key}>
                    <Form.Item
                      name={['Nutrients', key]}
                      label={`${n.name}（${n.unit}）`}
                      rules={[{ type: 'number', min: 0, max: NUTRIENT_MAX[key], message: range }]}
                    >
                      <InputNumber
                        min={0}
                        max={NUTRIENT_MAX[key]}
                        placeholder={t('meals.foods.notMeasured')}
                        style={{ width: '100%' }}
                        data-testid={`food-input-${key}`}
                      />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
          </div>
        ))}
      </Form>
    </FormDialog>
  );
}
