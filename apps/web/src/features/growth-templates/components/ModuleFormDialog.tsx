import '../growthTemplates.i18n';
import { MODULE_TITLE_MAX, type TGrowthModule, type TGrowthTemplate, TypeNum } from '@kg/contracts';
import { App, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/useSession';
import { FormDialog } from '../../../components/FormDialog';
import { useCycleOptions, useOperatorOptions, useSaveModule, useTypeOptions } from '../growthTemplates.api';
import {
  applyTypeChange,
  draftOf,
  EMPTY_DRAFT,
  moduleBody,
  moduleFormProblem,
  PROBLEM_KEYS,
  type TModuleDraft,
} from '../growthTemplates.logic';

/** null: closed; no module: add; a module: edit it. `draft` reopens the form as it was sent. */
export type TModuleDialogState = null | { module?: TGrowthModule; draft?: TModuleDraft };

type TProps = {
  state: TModuleDialogState;
  template: TGrowthTemplate;
  moduleCount: number;
  onClose: () => void;
  /** a refused save: the dialog opens again with what was typed */
  onRefused: (state: NonNullable<TModuleDialogState>) => void;
};

/**
 * 新增模块 / 编辑模块 (F18-F26): type, title, term (type 4), month (type 5), operator. Checked in
 * the spec's order with a warning each (F22); the dialog closes on submit and one request runs
 * at a time (F21); the list reloads after the save.
 */
export function ModuleFormDialog({ state, template, moduleCount, onClose, onRefused }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const [draft, setDraft] = useState<TModuleDraft>(EMPTY_DRAFT);
  const sending = useRef(false);
  const types = useTypeOptions();
  const operators = useOperatorOptions();
  const save = useSaveModule();
  const editing = state?.module;
  const templateCycle = template.CycleId;
  const cycles = useCycleOptions(
    template.StudyYearId,
    user?.SchoolId,
    state !== null && draft.type === TypeNum.termObservation && !templateCycle,
  );

  // A new opening starts from its module (or its refused draft) on its very first render.
  const [shownFor, setShownFor] = useState<TModuleDialogState>(null);
  if (state !== shownFor) {
    setShownFor(state);
    if (state) setDraft(state.draft ?? (state.module ? draftOf(state.module) : EMPTY_DRAFT));
  }

  const set = (patch: Partial<TModuleDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    if (sending.current || state === null) return;
    const problem = moduleFormProblem(draft);
    if (problem) {
      const key = PROBLEM_KEYS[problem];
      void message.warning(key ? t(key) : problem);
      return;
    }
    const sent = { ...state, draft };
    const body = moduleBody(draft, {
      tempId: template.id,
      moduleCount,
      editing: editing ? { Id: editing.Id, OrderSort: editing.OrderSort } : undefined,
    });
    sending.current = true;
    onClose();
    save
      .mutateAsync(body)
      .then(() => void message.success(t(body.id ? 'success.update' : 'success.add')))
      .catch(() => onRefused(sent))
      .finally(() => {
        sending.current = false;
      });
  };

  const typeOptions = (types.data ?? []).map((o) => ({
    value: o.Value,
    label: t(`growthTemplates.types.${o.Value}`, { defaultValue: o.Name }),
  }));
  if (editing && !typeOptions.some((o) => o.value === editing.TypeNum))
    typeOptions.push({ value: editing.TypeNum, label: t(`growthTemplates.types.${editing.TypeNum}`) });
  const operatorOptions = (operators.data ?? []).map((o) => ({
    value: o.Value,
    label: t(`growthTemplates.operators.${o.Value}`, { defaultValue: o.Name }),
  }));
  const cycleOptions = templateCycle
    ? [{ value: templateCycle, label: template.CycleName }]
    : (cycles.data ?? []).map((c) => ({ value: c.Id, label: c.Name }));

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editing ? 'growthTemplates.form.editTitle' : 'growthTemplates.form.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={save.isPending}
      width={560}
      testId="module-form-dialog"
    >
      <Form layout="vertical" requiredMark={false} className="kg-gt-module-form">
        <Form.Item label={t('growthTemplates.form.type')} required>
          <Select
            value={draft.type}
            placeholder={t('growthTemplates.form.typePlaceholder')}
            options={typeOptions}
            loading={types.isPending}
            onChange={(type: number) => setDraft((d) => applyTypeChange(d, type, templateCycle))}
            data-testid="module-form-type"
          />
        </Form.Item>
        <Form.Item label={t('growthTemplates.form.title')} required>
          <Input
            value={draft.title}
            maxLength={MODULE_TITLE_MAX}
            showCount
            placeholder={t('growthTemplates.form.titlePlaceholder')}
            onChange={(event) => set({ title: event.target.value })}
            data-testid="module-form-title"
          />
        </Form.Item>
        {draft.type === TypeNum.termObservation && (
          <Form.Item
            label={t('growthTemplates.form.cycle')}
            required
            extra={templateCycle ? t('growthTemplates.form.cycleLocked') : undefined}
          >
            <Select
              value={draft.cycleId}
              disabled={Boolean(templateCycle)}
              placeholder={t('growthTemplates.form.cyclePlaceholder')}
              options={cycleOptions}
              loading={!templateCycle && cycles.isFetching}
              onChange={(cycleId: number) => set({ cycleId })}
              data-testid="module-form-cycle"
            />
          </Form.Item>
        )}
        {draft.type === TypeNum.monthlyObservation && (
          <Form.Item label={t('growthTemplates.form.time')} required>
            <DatePicker
              picker="month"
              className="kg-gt-wide"
              value={draft.time ? dayjs(`${draft.time}-01`) : null}
              format="YYYY-MM"
              placeholder={t('growthTemplates.form.timePlaceholder')}
              onChange={(value) => set({ time: value ? value.format('YYYY-MM') : '' })}
              data-testid="module-form-time"
            />
          </Form.Item>
        )}
        <Form.Item label={t('growthTemplates.form.operator')} required>
          <Select
            value={draft.operator}
            placeholder={t('growthTemplates.form.operatorPlaceholder')}
            options={operatorOptions}
            loading={operators.isPending}
            onChange={(operator: number) => set({ operator })}
            data-testid="module-form-operator"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
