import '../attendance.i18n';
import { CheckOutlined, CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  ABSENCE_REASONS,
  ATTENDANCE_NOTE_MAX,
  type TAbsenceReason,
  type TAttendanceChild,
  type TCheckResult,
  type TOption,
} from '@kg/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Input,
  Modal,
  Radio,
  Segmented,
  Select,
  Skeleton,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askLeave } from '../../../api/bridges';
import { useUnsavedChanges } from '../../../app/unsaved/UnsavedChanges';
import { useClassDay, useSaveClassDay } from '../attendance.api';
import {
  abnormalWithoutNote,
  countsOf,
  draftOf,
  isDirty,
  rowsToSave,
  type TDraft,
  toggled,
} from '../attendance.logic';

type TProps = { classId: number; classes: TOption[]; onClassChange: (id: number) => void };

const shift = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

/** A class's day: a card per child (tap = present / absent), the morning check, a sticky bar. */
export function DaySheet({ classId, classes, onClassChange }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [day, setDay] = useState<string | undefined>(undefined);
  const sheet = useClassDay(classId, day);
  const save = useSaveClassDay();
  const data = sheet.data;
  const [drafts, setDrafts] = useState<Record<number, TDraft>>({});
  const [absence, setAbsence] = useState<TAttendanceChild | null>(null);
  const [showMissing, setShowMissing] = useState(false);

  // A new class or day starts from what the server holds.
  const sheetKey = data ? `${data.ClassId}:${data.Day}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the sheet changes
  useEffect(() => {
    setDrafts({});
    setShowMissing(false);
  }, [sheetKey]);

  const children = data?.Children ?? [];
  const dirty = useMemo(() => isDirty(children, drafts), [children, drafts]);
  useUnsavedChanges(dirty, () => setDrafts({}));
  const counts = countsOf(children, drafts);
  const missing = abnormalWithoutNote(children, drafts);
  const editable = data?.Editable ?? false;
  const stateOf = (c: TAttendanceChild) => drafts[c.StudentId] ?? draftOf(c);
  const change = (c: TAttendanceChild, next: Partial<TDraft>) =>
    setDrafts((all) => ({ ...all, [c.StudentId]: { ...(all[c.StudentId] ?? draftOf(c)), ...next } }));

  /** Another day or class: asks first when the sheet holds unsaved changes. */
  const leaveFor = async (then: () => void) => {
    if (dirty && !(await askLeave())) return;
    setDrafts({});
    then();
  };
  const go = (next: string) => void leaveFor(() => setDay(next));

  const tap = (c: TAttendanceChild) => {
    if (!editable) return;
    const next = toggled(stateOf(c));
    change(c, next);
    if (next.Present === false) setAbsence(c);
  };

  const allPresent = () =>
    setDrafts((all) => {
      const next = { ...all };
      for (const c of children) {
        const d = next[c.StudentId] ?? draftOf(c);
        next[c.StudentId] = d.Present === true ? d : { ...toggled({ ...d, Present: false }) };
      }
      return next;
    });

  const submit = async () => {
    if (!data) return;
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    const Rows = rowsToSave(children, drafts);
    if (Rows.length === 0) return;
    await save.mutateAsync({ ClassId: data.ClassId, Day: data.Day, Rows });
    setDrafts({});
    void message.success(t('attendance.saved', { count: Rows.length }));
  };

  const dayBar = data ? (
    <div className="kg-att-day">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('attendance.previousDay')}
        disabled={!!data.FirstDay && data.Day <= data.FirstDay && !editable}
        onClick={() => go(shift(data.Day, -1))}
        data-testid="attendance-prev"
      />
      <DatePicker
        allowClear={false}
        value={dayjs(data.Day)}
        disabledDate={(d) => d.format('YYYY-MM-DD') > data.Today}
        onChange={(d) => d && go(d.format('YYYY-MM-DD'))}
        aria-label={t('attendance.day')}
        inputReadOnly
        data-testid="attendance-day"
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t('attendance.nextDay')}
        disabled={data.Day >= data.Today}
        onClick={() => go(shift(data.Day, 1))}
        data-testid="attendance-next"
      />
      {data.Day !== data.Today && (
        <Button type="link" onClick={() => go(data.Today)} data-testid="attendance-today">
          {t('attendance.today')}
        </Button>
      )}
    </div>
  ) : null;

  return (
    <div className="kg-att-sheet">
      <div className="kg-att-toolbar">
        <Select
          className="kg-att-class"
          aria-label={t('attendance.class')}
          showSearch={{ optionFilterProp: 'label' }}
          options={classes.map((c) => ({ value: c.Id, label: c.Name }))}
          value={classId}
          onChange={(id: number) => void leaveFor(() => onClassChange(id))}
          data-testid="attendance-class"
        />
        {dayBar}
        {editable && children.length > 0 && (
          <Button onClick={allPresent} icon={<CheckOutlined />} data-testid="attendance-all-present">
            {t('attendance.allPresent')}
          </Button>
        )}
      </div>
      {sheet.isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          {!editable && (
            <Alert type="info" showIcon title={t('attendance.readOnly')} className="kg-att-alert" />
          )}
          {showMissing && missing.length > 0 && (
            <Alert
              type="error"
              showIcon
              className="kg-att-alert"
              title={t('attendance.abnormalMissing', { count: missing.length })}
              data-testid="attendance-missing"
            />
          )}
          {children.length === 0 ? (
            <Card className="kg-card">
              <Empty description={t('attendance.noChildren')} />
            </Card>
          ) : (
            <div className="kg-att-grid" data-testid="attendance-children">
              {children.map((c) => (
                <ChildCard
                  key={c.StudentId}
                  child={c}
                  draft={stateOf(c)}
                  editable={editable}
                  flagged={showMissing && missing.includes(c)}
                  onTap={() => tap(c)}
                  onReason={() => setAbsence(c)}
                  onCheck={(Check, CheckNote) => change(c, { Check, CheckNote })}
                />
              ))}
            </div>
          )}
          <div className="kg-att-bar" data-testid="attendance-bar">
            <div className="kg-att-counts">
              {(['expected', 'present', 'absent', 'abnormal', 'pending'] as const).map((key) => (
                <span
                  key={key}
                  className={`kg-att-count kg-att-count--${key}`}
                  data-testid={`attendance-count-${key}`}
                >
                  <b>{counts[key]}</b>
                  <small>{t(`attendance.counts.${key}`)}</small>
                </span>
              ))}
            </div>
            {editable && (
              <Button
                type="primary"
                size="large"
                disabled={!dirty}
                loading={save.isPending}
                onClick={() => void submit()}
                data-testid="attendance-save"
              >
                {t('attendance.save')}
              </Button>
            )}
          </div>
        </>
      )}
      <AbsenceDialog
        child={absence}
        draft={absence ? stateOf(absence) : null}
        onClose={() => setAbsence(null)}
        onSave={(Reason, AbsenceNote) => {
          if (absence) change(absence, { Present: false, Reason, AbsenceNote });
          setAbsence(null);
        }}
      />
    </div>
  );
}

type TCardProps = {
  child: TAttendanceChild;
  draft: TDraft;
  editable: boolean;
  flagged: boolean;
  onTap: () => void;
  onReason: () => void;
  onCheck: (check: TCheckResult, note: string) => void;
};

function ChildCard({ child, draft, editable, flagged, onTap, onReason, onCheck }: TCardProps) {
  const { t } = useTranslation();
  const state = draft.Present === null ? 'pending' : draft.Present ? 'present' : 'absent';
  const recorded =
    child.RecordedAt &&
    t('attendance.recordedBy', {
      name: child.RecordedBy || t('attendance.unknownRecorder'),
      time: dayjs(child.RecordedAt).format('MM-DD HH:mm'),
    });
  return (
    <div
      className={`kg-att-child kg-att-child--${state}${flagged ? ' kg-att-child--flagged' : ''}`}
      data-testid={`attendance-child-${child.StudentId}`}
      data-state={state}
    >
      <button
        type="button"
        className="kg-att-toggle"
        onClick={onTap}
        disabled={!editable}
        aria-pressed={draft.Present === true}
        title={t('attendance.tapHint')}
        data-testid="attendance-toggle"
      >
        <span className={`kg-att-avatar kg-att-avatar--${child.Gender === 2 ? 'girl' : 'boy'}`}>
          {state === 'present' ? (
            <CheckOutlined />
          ) : state === 'absent' ? (
            <CloseOutlined />
          ) : (
            child.Name.slice(-1)
          )}
        </span>
        <span className="kg-att-name">
          {child.Name}
          {child.Left && <Tag className="kg-att-left">{t('attendance.left')}</Tag>}
        </span>
        <span className="kg-att-state">{t(`attendance.state.${state}`)}</span>
      </button>
      {draft.Present === false && (
        <button
          type="button"
          className="kg-att-reason"
          onClick={onReason}
          disabled={!editable}
          data-testid="attendance-reason"
        >
          {t(`attendance.reasons.${draft.Reason ?? 'sick'}`)}
          {draft.AbsenceNote ? ` · ${draft.AbsenceNote}` : ''}
        </button>
      )}
      {draft.Present === true && (
        <div className="kg-att-check">
          <Segmented
            size="small"
            disabled={!editable}
            value={draft.Check ?? ''}
            options={(['normal', 'abnormal'] as const).map((value) => ({
              value,
              label: t(`attendance.checks.${value}`),
            }))}
            onChange={(value) => onCheck(value as TCheckResult, value === 'normal' ? '' : draft.CheckNote)}
            data-testid="attendance-check"
          />
          {draft.Check === 'abnormal' && (
            <Input
              size="small"
              disabled={!editable}
              value={draft.CheckNote}
              maxLength={ATTENDANCE_NOTE_MAX}
              status={flagged ? 'error' : undefined}
              placeholder={t('attendance.checkNote')}
              onChange={(e) => onCheck('abnormal', e.target.value)}
              data-testid="attendance-check-note"
            />
          )}
        </div>
      )}
      {recorded && <span className="kg-att-recorded">{recorded}</span>}
    </div>
  );
}

type TDialogProps = {
  child: TAttendanceChild | null;
  draft: TDraft | null;
  onClose: () => void;
  onSave: (reason: TAbsenceReason, note: string) => void;
};

/** The reason (病假 / 事假 / 其他) and an optional note of an absence. */
function AbsenceDialog({ child, draft, onClose, onSave }: TDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TAbsenceReason>('sick');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!draft) return;
    setReason(draft.Reason ?? 'sick');
    setNote(draft.AbsenceNote);
  }, [draft?.Reason, draft?.AbsenceNote, draft]);
  return (
    <Modal
      open={child !== null}
      title={child ? t('attendance.absenceTitle', { name: child.Name }) : ''}
      onCancel={onClose}
      onOk={() => onSave(reason, note.trim())}
      okText={t('attendance.ok')}
      cancelText={t('attendance.cancel')}
      okButtonProps={{ 'data-testid': 'absence-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <div className="kg-att-dialog" data-testid="absence-dialog">
        <span className="kg-muted">{t('attendance.absenceReason')}</span>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="large"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          options={ABSENCE_REASONS.map((value) => ({ value, label: t(`attendance.reasons.${value}`) }))}
          data-testid="absence-reason"
        />
        <span className="kg-muted">{t('attendance.absenceNote')}</span>
        <Input.TextArea
          value={note}
          maxLength={ATTENDANCE_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('attendance.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
          data-testid="absence-note"
        />
      </div>
    </Modal>
  );
}
