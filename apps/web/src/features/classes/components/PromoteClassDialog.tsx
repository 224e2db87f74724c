import '../classes.i18n';
import { promotedClassName, type TClassRow, type TPromoteClassRequest } from '@kg/contracts';
import { App, Checkbox, Descriptions, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useStudyYearOptions } from '../../school/school.api';
import { usePromoteClass } from '../classes.api';

type TProps = { row: TClassRow | null; onClose: () => void; onPromoted: () => void };
type TValues = Omit<TPromoteClassRequest, 'ClassId'>;

/** 升班: the class, its children and (by default) its staff move one grade up into a later year. */
export function PromoteClassDialog({ row, onClose, onPromoted }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const years = useStudyYearOptions();
  const promote = usePromoteClass();

  useEffect(() => {
    if (row)
      form.setFieldsValue({ Name: promotedClassName(row.Name), KeepStaff: true, StudyYearId: undefined });
  }, [row, form]);

  const submit = async (values: TValues) => {
    if (!row) return;
    try {
      const result = await promote.mutateAsync({ ...values, ClassId: row.Id });
      void message.success(t('classes.promoted', { count: result.StudentNum, name: values.Name }));
      onPromoted();
    } catch {
      // Shown by the client; the dialog keeps the choices.
    }
  };

  return (
    <FormDialog
      open={row !== null}
      title={t('classes.promoteTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={promote.isPending}
      width={520}
      testId="class-promote-dialog"
    >
      {row && (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('classes.colName')}>{row.Name}</Descriptions.Item>
          <Descriptions.Item label={t('classes.colStudyYear')}>{row.StudyYearName}</Descriptions.Item>
          <Descriptions.Item label={t('classes.colGrade')}>{row.GradeName}</Descriptions.Item>
          <Descriptions.Item label={t('classes.promoteChildren')}>
            {t('classes.studentCount', { total: row.StudentNum })}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item
          name="StudyYearId"
          label={t('classes.promoteYear')}
          rules={[{ required: true, message: t('classes.promoteYearRequired') }]}
        >
          <Select
            placeholder={t('classes.promoteYearRequired')}
            options={(years.data ?? [])
              .filter((year) => year.Id !== row?.StudyYearId)
              .map((year) => ({ value: year.Id, label: year.Name }))}
            notFoundContent={t('classes.promoteNoYear')}
            data-testid="class-promote-year"
          />
        </Form.Item>
        <Form.Item
          name="Name"
          label={t('classes.promoteName')}
          rules={[{ required: true, whitespace: true, message: t('classes.nameRequired') }]}
        >
          <Input maxLength={30} data-testid="class-promote-name" />
        </Form.Item>
        <Form.Item name="KeepStaff" valuePropName="checked">
          <Checkbox data-testid="class-promote-keep-staff">{t('classes.promoteKeepStaff')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
