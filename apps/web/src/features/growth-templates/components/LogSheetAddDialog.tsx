import '../growthConfiguration.i18n';
import { DIMENSION_NAME_MAX, POINT_NAME_MAX, type TLogDimension } from '@kg/contracts';
import { App, AutoComplete, Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureText } from '../../question-bank/questionBank.api';
import { useAddPoint } from '../growthConfiguration.api';
import { sheetNames } from './ConfigRules';

type TProps = {
  open: boolean;
  onClose: () => void;
  moduleId: number;
  sheet: readonly TLogDimension[];
  /** the dimension and element to start with (the row's 在此要素下新增) */
  preset?: { dimension: string; element: string };
};

type TValues = { dimension: string; element: string; title: string };

/**
 * F40: a new observation point. The dimension and the element are chosen from the sheet's
 * or typed (a new one is created with the point).
 */
export function LogSheetAddDialog({ open, onClose, moduleId, sheet, preset }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const add = useAddPoint(moduleId);
  const names = useMemo(() => sheetNames(sheet), [sheet]);
  const [dimension, setDimension] = useState('');

  useEffect(() => {
    if (!open) return;
    const start = { dimension: preset?.dimension ?? '', element: preset?.element ?? '', title: '' };
    form.setFieldsValue(start);
    setDimension(start.dimension);
  }, [open, preset, form]);

  const submit = async () => {
    const values = form.getFieldsValue();
    const body = {
      dimension: (values.dimension ?? '').trim(),
      element: (values.element ?? '').trim(),
      title: (values.title ?? '').trim(),
    };
    // Checked in the form's order, each a warning.
    if (!body.dimension) return void message.warning(t('growthConfiguration.logSheet.dimensionRequired'));
    if (!body.element) return void message.warning(t('growthConfiguration.logSheet.elementRequired'));
    if (!body.title) return void message.warning(t('growthConfiguration.logSheet.pointRequired'));
    try {
      await add.mutateAsync(body);
      void message.success(t('growthConfiguration.added'));
      onClose();
    } catch (error) {
      const text = saveFailureText(error, t('growthConfiguration.failed'));
      if (text) void message.error(text);
    }
  };

  const options = (list: string[]) => list.map((value) => ({ value }));
  return (
    <Modal
      open={open}
      title={t('growthConfiguration.logSheet.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('growthConfiguration.logSheet.addOk')}
      confirmLoading={add.isPending}
      forceRender
      data-testid="logsheet-add-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        className="kg-config-form"
        onFinish={() => void submit()}
      >
        <Form.Item name="dimension" label={t('growthConfiguration.logSheet.dimension')} required>
          <AutoComplete
            options={options(names.dimensions)}
            onChange={(value: string) => setDimension(value ?? '')}
            placeholder={t('growthConfiguration.logSheet.dimensionPlaceholder')}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            maxLength={DIMENSION_NAME_MAX}
            data-testid="logsheet-add-dimension"
          />
        </Form.Item>
        <Form.Item name="element" label={t('growthConfiguration.logSheet.element')} required>
          <AutoComplete
            options={options(names.elements[dimension.trim()] ?? [])}
            placeholder={t('growthConfiguration.logSheet.elementPlaceholder')}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            maxLength={DIMENSION_NAME_MAX}
            data-testid="logsheet-add-element"
          />
        </Form.Item>
        <Form.Item name="title" label={t('growthConfiguration.logSheet.point')} required>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={POINT_NAME_MAX}
            showCount
            placeholder={t('growthConfiguration.logSheet.pointPlaceholder')}
            data-testid="logsheet-add-point"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
