import '../growthRecords.i18n';
import { CHILD_PAGE_TYPES, GROWTH_OPERATORS, type TRecordRow, TypeNum, typeText } from '@kg/contracts';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveChildPage } from '../growthRecords.api';
import type { TChildPageValues } from '../recordRows';
import { firstMissing } from '../recordRows';

type TValues = TChildPageValues & { time?: Dayjs | null };

type TProps = {
  /** null: closed; 'new': add; a row: edit that child page */
  target: 'new' | TRecordRow | null;
  studentId: number;
  tempId: number;
  /** the template's term (preselected and fixed for type 4), or none for a whole-year template */
  cycle: { Id: number; Name: string } | null;
  /** where a new page goes by default: after the last template page */
  defaultOrder: number;
  onClose: () => void;
};

/**
 * 新增 (G12, G13): a page for this child alone — type, term (type 4), date (type 5,
 * yyyy-MM-dd), name, sort value (≥ 0) and who fills it; 取 消 / 提 交. With a row, the same
 * dialog edits that page (the id is sent; the term is 0 unless type 4).
 */
export function ChildPageDialog({ target, studentId, tempId, cycle, defaultOrder, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const type = Form.useWatch('type', form);
  const savePage = useSaveChildPage();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            type: editing.Type,
            title: editing.Title,
            orderSort: editing.OrderSort,
            operator: editing.OperatorValue,
            cycleId: editing.Type === TypeNum.termObservation ? (cycle?.Id ?? undefined) : undefined,
            time: editing.Time ? dayjs(editing.Time) : null,
          }
        : { orderSort: defaultOrder, cycleId: cycle?.Id },
    );
  }, [target, editing, cycle, defaultOrder, form]);

  const submit = async () => {
    if (savePage.isPending) return;
    const v = form.getFieldsValue();
    const missing = firstMissing(v);
    if (missing) {
      void message.warning(missing);
      return;
    }
    try {
      await savePage.mutateAsync({
        ...(editing ? { id: editing.Id } : {}),
        tempId,
        studentId,
        type: v.type!,
        title: v.title!.trim(),
        operator: v.operator!,
        orderSort: v.orderSort ?? 0,
        time: v.type === TypeNum.monthlyObservation && v.time ? v.time.format('YYYY-MM-DD') : '',
        cycleId: v.type === TypeNum.termObservation ? (v.cycleId ?? 0) : 0,
      });
      void message.success(t(editing ? 'success.update' : 'success.add'));
      onClose();
    } catch {
      // The refusal was shown by the client; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'growthRecords.editTitle' : 'growthRecords.addTitle')}
      width="30%"
      className="kg-rec-add"
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="child-page-cancel">
          {t('growthRecords.cancelSpaced')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={savePage.isPending}
          onClick={() => void submit()}
          data-testid="child-page-submit"
        >
          {t('growthRecords.submitSpaced')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" data-testid="child-page-dialog">
        <Form.Item name="type" label={t('growthRecords.fieldType')} required>
          <Select
            options={CHILD_PAGE_TYPES.map((value) => ({ value, label: typeText(value) }))}
            data-testid="child-page-type"
          />
        </Form.Item>
        {type === TypeNum.termObservation && (
          <Form.Item name="cycleId" label={t('growthRecords.fieldCycle')} required>
            <Select
              options={cycle ? [{ value: cycle.Id, label: cycle.Name }] : []}
              disabled={Boolean(cycle)}
              data-testid="child-page-cycle"
            />
          </Form.Item>
        )}
        {type === TypeNum.monthlyObservation && (
          <Form.Item name="time" label={t('growthRecords.fieldDate')} required>
            <DatePicker format="YYYY-MM-DD" className="kg-full" data-testid="child-page-time" />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('growthRecords.fieldName')} required>
          <Input maxLength={20} showCount data-testid="child-page-title" />
        </Form.Item>
        <Form.Item
          name="orderSort"
          label={t('growthRecords.fieldSort')}
          extra={t('growthRecords.fieldSortHint')}
        >
          <InputNumber min={0} precision={0} className="kg-full" data-testid="child-page-sort" />
        </Form.Item>
        <Form.Item name="operator" label={t('growthRecords.fieldOperator')} required>
          <Select
            options={GROWTH_OPERATORS.map((o) => ({ value: o.Value, label: o.Name }))}
            data-testid="child-page-operator"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
