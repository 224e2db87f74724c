import '../evaluationReports.i18n';
import '../../../reports/reports.i18n';
import { PresetMessageType, TERM_MESSAGE_MAX, type THubStudent } from '@kg/contracts';
import { Alert, App, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftWriter } from '../../../app/drafts/draftWriter';
import { readDraft } from '../../../app/drafts/localDraft';
import { useUnsavedChanges } from '../../../app/unsaved/UnsavedChanges';
import { useSession } from '../../../app/useSession';
import { PresetTextArea } from '../../../components/preset-texts/PresetTextArea';
import { useSaveTeacherMessage } from '../evaluationReports.api';

type TProps = {
  student: THubStudent | null;
  cycleId: number;
  onClose: () => void;
};

/** 老师寄语's draft in this browser: the user, the child and the term. */
const draftKeyOf = (userId: number, studentId: number, cycleId: number) =>
  `kg.growthDraft.termMessage.${userId}.${studentId}.${cycleId}`;

/**
 * 老师寄语 (≤ 500, with a counter and the preset picker; DECISIONS 7): what the teacher writes to a
 * child's family for the term, printed in the term report. Every change is kept in this browser
 * until saved; a save from a stale copy is refused by the server (409) and the text stays.
 */
export function MessageDialog({ student, cycleId, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const save = useSaveTeacherMessage();
  const [text, setText] = useState('');
  const [restored, setRestored] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const key = student ? draftKeyOf(user?.uID ?? 0, student.StudentId, cycleId) : '';
  const tooLong = [...text].length > TERM_MESSAGE_MAX;
  const drafts = useDraftWriter(key);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (!student) return;
    const kept = readDraft(localStorage, key);
    const keptText = typeof kept?.answer === 'string' ? kept.answer : null;
    const offer = keptText !== null && keptText !== student.TeacherMessage;
    setText(offer ? keptText : student.TeacherMessage);
    setRestored(offer ? student.TeacherMessage : null);
    setDirty(offer);
  }, [student, key]);

  useEffect(() => {
    if (dirty) drafts.later({ answer: text, base: student?.TeacherMessageUpdatedAt ?? '' });
  }, [text, dirty, drafts, student]);

  const close = () => {
    setDirty(false);
    onClose();
  };

  const submit = async () => {
    if (!student || tooLong) return;
    try {
      await save.mutateAsync({
        StudentId: student.StudentId,
        CycleId: cycleId,
        Content: text.trim(),
        UpdatedAt: student.TeacherMessageUpdatedAt,
      });
      drafts.remove();
      void message.success(t('evaluationReports.message.saved'));
      close();
    } catch (error) {
      // the dialog keeps every word; the reason shows here
      void message.error(
        error instanceof Error && error.message ? error.message : t('reports.state.failedText'),
      );
    }
  };

  return (
    <Modal
      open={student !== null}
      title={student ? t('evaluationReports.message.title', { name: student.StudentName }) : ''}
      onCancel={close}
      destroyOnHidden
      data-testid="message-dialog"
      footer={[
        <Button key="cancel" onClick={close}>
          {t('evaluationReports.message.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={tooLong}
          onClick={() => void submit()}
          data-testid="message-save"
        >
          {t('evaluationReports.message.save')}
        </Button>,
      ]}
    >
      {restored !== null && (
        <Alert
          type="info"
          showIcon
          className="kg-hub-message__restored"
          title={t('evaluationReports.message.restored')}
          action={
            <Button
              size="small"
              type="link"
              onClick={() => {
                setText(restored);
                setRestored(null);
                setDirty(false);
                drafts.remove();
              }}
            >
              {t('evaluationReports.message.discardRestored')}
            </Button>
          }
        />
      )}
      <div className="kg-hub-message__field">
        <PresetTextArea
          messageType={PresetMessageType.growth}
          value={text}
          onChange={(value) => {
            setText(value);
            setDirty(true);
          }}
          count={{ max: TERM_MESSAGE_MAX, show: true }}
          status={tooLong ? 'error' : undefined}
          autoSize={{ minRows: 6, maxRows: 14 }}
          placeholder={t('evaluationReports.message.placeholder')}
          pickerTestId="message-preset"
          data-testid="message-input"
        />
      </div>
      {tooLong && (
        <div className="kg-hub-message__error" role="alert">
          {t('evaluationReports.message.tooLong')}
        </div>
      )}
    </Modal>
  );
}
