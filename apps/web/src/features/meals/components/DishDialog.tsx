import '../meals.i18n';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DISH_GRAMS_MAX,
  DISH_INGREDIENTS_MAX,
  DISH_KINDS,
  DISH_MESSAGES,
  DISH_NAME_MAX,
  DISH_NOTE_MAX,
  portionOfIngredient,
  reportNutrients,
  type TDish,
  type TDishForm,
} from '@kg/contracts';
import { App, Button, Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useAddDish, useDish, useUpdateDish } from '../dishes.api';
import { DishNutrients } from './DishNutrients';
import { FoodPicker, type TKnownFood } from './FoodPicker';

/** null: closed; 'new': add; a number: that dish (edit, or view when read only). */
export type TDishDialogState = null | 'new' | number;

type TRow = { FoodId?: number; Grams?: number | null };
const valid = (r: TRow | undefined): r is { FoodId: number; Grams: number } =>
  Boolean(r?.FoodId) && typeof r?.Grams === 'number' && r.Grams > 0;

/** The foods of a dish as a read-only list (the view, the phone card). */
export function DishFoods({ dish }: { dish: TDish }) {
  const { t } = useTranslation();
  return (
    <ul className="kg-dish-foods" data-testid="dish-foods">
      {dish.Ingredients.map((i) => (
        <li key={i.FoodId}>
          {i.FoodName} <b>{i.Grams}</b>g{' '}
          {i.IsSeasoning && (
            <Tag color="orange" bordered={false}>
              {t('meals.dishes.seasoningTag')}
            </Tag>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 新增菜品 / 编辑菜品 / 菜品详情: foods with grams per child, the nutrients per child as typed. */
export function DishDialog({
  state,
  readOnly,
  onClose,
}: {
  state: TDishDialogState;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TDishForm>();
  const id = typeof state === 'number' ? state : null;
  const detail = useDish(id);
  const add = useAddDish();
  const update = useUpdateDish();
  const dish = detail.data;
  const viewing = readOnly || Boolean(dish?.Retired);
  const [known, setKnown] = useState<Map<number, TKnownFood>>(new Map());
  const rows = Form.useWatch('Ingredients', form) as TRow[] | undefined;

  useEffect(() => {
    if (state === 'new') {
      form.resetFields();
      setKnown(new Map());
    } else if (dish && !viewing) {
      setKnown(new Map(dish.Ingredients.map((i) => [i.FoodId, i])));
      form.setFieldsValue({
        Name: dish.Name,
        Kind: dish.Kind as TDishForm['Kind'],
        Note: dish.Note,
        Ingredients: dish.Ingredients.map((i) => ({ FoodId: i.FoodId, Grams: i.Grams })),
      });
    }
  }, [state, dish, viewing, form]);

  const totals = useMemo(
    () =>
      reportNutrients(
        (rows ?? []).filter(valid).flatMap((r) => {
          const food = known.get(r.FoodId);
          return food ? [portionOfIngredient(food, r.Grams)] : [];
        }),
      ),
    [rows, known],
  );

  const save = async (values: TDishForm) => {
    const body: TDishForm = { ...values, Note: values.Note ?? '', Ingredients: values.Ingredients ?? [] };
    try {
      if (id) await update.mutateAsync({ ...body, Id: id });
      else await add.mutateAsync(body);
      void message.success(t(id ? 'success.save' : 'success.add'));
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  if (viewing && dish) {
    return (
      <Modal
        open={state !== null}
        title={t('meals.dishes.dialogView')}
        onCancel={onClose}
        footer={
          <Button onClick={onClose} data-testid="dish-close">
            {t('meals.dishes.close')}
          </Button>
        }
        width={720}
        destroyOnHidden
      >
        <div data-testid="dish-dialog">
          <h3 className="kg-dish-view__name">
            {dish.Name} <Tag>{dish.Kind}</Tag>
            {dish.Retired && <Tag>{t('meals.dishes.retiredTag')}</Tag>}
          </h3>
          {dish.Note && <p>{dish.Note}</p>}
          <Divider titlePlacement="start">{t('meals.dishes.ingredients')}</Divider>
          <DishFoods dish={dish} />
          <Divider titlePlacement="start">{t('meals.dishes.totals')}</Divider>
          <DishNutrients nutrients={dish.Nutrients} />
        </div>
      </Modal>
    );
  }

  // The form's own rows (the watched ones lag a render behind a removal).
  const duplicate = (value: number | undefined, index: number) =>
    Boolean(value) &&
    ((form.getFieldValue('Ingredients') as TRow[] | undefined) ?? []).some(
      (r, i) => i !== index && r?.FoodId === value,
    );

  return (
    <FormDialog
      open={state !== null}
      title={t(id ? 'meals.dishes.dialogEdit' : 'meals.dishes.dialogAdd')}
      onSubmit={form.submit}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      loading={Boolean(id) && detail.isPending}
      width={860}
      testId="dish-dialog"
      guardEdits
    >
      <Form<TDishForm>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ Note: '', Ingredients: [{}] }}
        className="kg-dish-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="Name"
              label={t('meals.dishes.name')}
              rules={[
                { required: true, whitespace: true, message: DISH_MESSAGES.nameRequired },
                { max: DISH_NAME_MAX, message: DISH_MESSAGES.nameTooLong },
              ]}
            >
              <Input maxLength={DISH_NAME_MAX} data-testid="dish-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="Kind"
              label={t('meals.dishes.kind')}
              rules={[{ required: true, message: DISH_MESSAGES.kindInvalid }]}
            >
              <Select options={DISH_KINDS.map((k) => ({ value: k, label: k }))} data-testid="dish-kind" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="Note" label={t('meals.dishes.note')}>
          <Input.TextArea
            maxLength={DISH_NOTE_MAX}
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={t('meals.dishes.notePlaceholder')}
            data-testid="dish-note"
          />
        </Form.Item>
        <Divider titlePlacement="start">{t('meals.dishes.ingredients')}</Divider>
        <Form.List
          name="Ingredients"
          rules={[
            {
              validator: async (_, value?: TRow[]) => {
                if (!value?.length) throw new Error(DISH_MESSAGES.ingredientsRequired);
              },
            },
          ]}
        >
          {(fields, { add: addRow, remove }, { errors }) => (
            <div className="kg-dish-rows" data-testid="dish-rows">
              {fields.map((field, index) => (
                <div className="kg-dish-row" key={field.key} data-testid="dish-row">
                  <Form.Item
                    name={[field.name, 'FoodId']}
                    className="kg-dish-row__food"
                    rules={[
                      { required: true, message: DISH_MESSAGES.foodRequired },
                      {
                        validator: async (_, v?: number) => {
                          if (duplicate(v, index)) throw new Error(DISH_MESSAGES.foodTwice);
                        },
                      },
                    ]}
                  >
                    <FoodPicker
                      known={known}
                      onPicked={(food) => setKnown((all) => new Map(all).set(food.FoodId, food))}
                      testId="dish-food"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'Grams']}
                    className="kg-dish-row__grams"
                    rules={[
                      { required: true, message: DISH_MESSAGES.gramsInvalid },
                      { type: 'number', min: 0.1, max: DISH_GRAMS_MAX, message: DISH_MESSAGES.gramsInvalid },
                    ]}
                  >
                    <InputNumber
                      min={0.1}
                      max={DISH_GRAMS_MAX}
                      precision={1}
                      step={1}
                      suffix="g"
                      placeholder={t('meals.dishes.grams')}
                      style={{ width: '100%' }}
                      data-testid="dish-grams"
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('meals.dishes.removeFood')}
                    onClick={() => {
                      remove(field.name);
                      // A food left alone after its twin went is no longer a duplicate: check again.
                      const stale = form
                        .getFieldsError()
                        .filter((f) => f.errors.length > 0 && f.name[2] === 'FoodId')
                        .map((f) => f.name);
                      if (stale.length) void form.validateFields(stale).catch(() => undefined);
                    }}
                    data-testid="dish-row-remove"
                  />
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => addRow({})}
                disabled={fields.length >= DISH_INGREDIENTS_MAX}
                block
                data-testid="dish-add-food"
              >
                {t('meals.dishes.addFood')}
              </Button>
            </div>
          )}
        </Form.List>
        <Divider titlePlacement="start">{t('meals.dishes.totals')}</Divider>
        {(rows ?? []).some(valid) ? (
          <DishNutrients nutrients={totals} />
        ) : (
          <p className="kg-muted">{t('meals.dishes.noFoods')}</p>
        )}
      </Form>
    </FormDialog>
  );
}
