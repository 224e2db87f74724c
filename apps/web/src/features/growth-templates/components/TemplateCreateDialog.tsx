import '../growthTemplates.i18n';
import type { TTemplateInfo } from '@kg/contracts';
import { Form, Radio, Select, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/useSession';
import { FormDialog } from '../../../components/FormDialog';
import type { TTextKey } from '../../../locales/resources';
import { toSelectOptions, useGradeOptions, useStudyYearOptions } from '../../school/school.api';
import { useAddTemplate, useCycleOptions, useTemplates } from '../growthTemplates.api';

type TValues = {
  studyYearId?: number;
  gradeId?: number;
  cycleId?: number;
  source: 'default' | 'copy';
  sourceId?: number;
};

type TProps = {
  open: boolean;
  /** the list's study year, grade and term filters: the dialog starts from them */
  initial: { studyYearId?: number; gradeId?: number };
  onClose: () => void;
  onCreated: (info: TTemplateInfo) => void;
};

/** 新建模板: study year, grade, term or 全学年, from the default or a copy of one of the school's templates. */
export function TemplateCreateDialog({ open, initial, onClose, onCreated }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const { user } = useSession();
  const studyYearId = Form.useWatch('studyYearId', form);
  const source = Form.useWatch('source', form);
  const cycleId = Form.useWatch('cycleId', form);
  const studyYears = useStudyYearOptions();
  const grades = useGradeOptions(studyYearId);
  const cycles = useCycleOptions(studyYearId, user?.SchoolId, open);
  const all = useTemplates({}, open);
  const add = useAddTemplate();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      studyYearId: initial.studyYearId ?? studyYears.data?.[0]?.Id,
      gradeId: initial.gradeId,
      source: 'default',
    });
  }, [open, initial.studyYearId, initial.gradeId, studyYears.data, form]);

  const termOptions = [...toSelectOptions(cycles.data), { value: 0, label: t('growthTemplates.wholeYear') }];
  const sourceOptions = (all.data ?? []).map((tpl) => ({
    value: tpl.id,
    label: (
      <span>
        {tpl.StudyYearName} {tpl.GradeName} {tpl.CycleId ? tpl.CycleName : t('growthTemplates.wholeYear')}{' '}
        <Tag bordered={false}>{t(`growthTemplates.status.${tpl.Status}` as TTextKey)}</Tag>
      </span>
    ),
    title: `${tpl.StudyYearName} ${tpl.GradeName} ${tpl.CycleName}`,
  }));

  const submit = async (values: TValues) => {
    if (add.isPending) return;
    try {
      const created = await add.mutateAsync({
        studyYearId: values.studyYearId ?? 0,
        gradeId: values.gradeId ?? 0,
        cycleId: values.cycleId ?? 0,
        sourceId: values.source === 'copy' ? (values.sourceId ?? 0) : 0,
      });
      const name = (options: Array<{ Id: number; Name: string }> | undefined, id?: number) =>
        options?.find((o) => o.Id === id)?.Name ?? '';
      const gradeName = name(grades.data, values.gradeId);
      onCreated({
        id: created.id,
        Status: 0,
        Clear: 0,
        GradeName: gradeName,
        StudyYearName: name(studyYears.data, values.studyYearId),
        CycleId: values.cycleId ?? 0,
        StudyYearId: values.studyYearId ?? 0,
        GradeId: values.gradeId ?? 0,
        GradeNameS: gradeName,
        ClassName: '',
        ClassId: 0,
      });
    } catch {
      // The refusal (the grade already has a template for that term) was shown; keep the choice.
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('growthTemplates.create.title')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={add.isPending}
      width={600}
      testId="template-create-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <div className="kg-form-row">
          <Form.Item
            name="studyYearId"
            label={t('growthTemplates.create.studyYear')}
            rules={[{ required: true, message: t('growthTemplates.create.studyYearRequired') }]}
          >
            <Select
              options={toSelectOptions(studyYears.data)}
              onChange={() => form.setFieldsValue({ gradeId: undefined, cycleId: undefined })}
              data-testid="template-create-year"
            />
          </Form.Item>
          <Form.Item
            name="gradeId"
            label={t('growthTemplates.create.grade')}
            rules={[{ required: true, message: t('growthTemplates.create.gradeRequired') }]}
          >
            <Select
              placeholder={t('growthTemplates.create.gradeRequired')}
              options={toSelectOptions(grades.data)}
              loading={grades.isFetching}
              data-testid="template-create-grade"
            />
          </Form.Item>
        </div>
        <Form.Item
          name="cycleId"
          label={t('growthTemplates.create.term')}
          rules={[{ required: true, message: t('growthTemplates.create.termRequired') }]}
          extra={cycleId === 0 ? t('growthTemplates.create.wholeYearHint') : undefined}
        >
          <Select
            placeholder={t('growthTemplates.create.termRequired')}
            options={termOptions}
            loading={cycles.isFetching}
            data-testid="template-create-term"
          />
        </Form.Item>
        <Form.Item name="source" label={t('growthTemplates.create.source')}>
          <Radio.Group className="kg-gt-source" data-testid="template-create-source">
            <Radio value="default">
              <span className="kg-gt-source__name">
                {t('growthTemplates.create.fromDefault')}
                <Tag color="green" bordered={false}>
                  {t('growthTemplates.create.recommended')}
                </Tag>
              </span>
              <span className="kg-gt-source__hint">{t('growthTemplates.create.fromDefaultHint')}</span>
            </Radio>
            <Radio value="copy">
              <span className="kg-gt-source__name">{t('growthTemplates.create.copy')}</span>
              <span className="kg-gt-source__hint">{t('growthTemplates.create.copyHint')}</span>
            </Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'copy' && (
          <Form.Item
            name="sourceId"
            label={t('growthTemplates.create.sourceTemplate')}
            rules={[{ required: true, message: t('growthTemplates.create.sourceRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'title' }}
              placeholder={t('growthTemplates.create.sourcePlaceholder')}
              options={sourceOptions}
              loading={all.isFetching}
              data-testid="template-create-source-template"
            />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
