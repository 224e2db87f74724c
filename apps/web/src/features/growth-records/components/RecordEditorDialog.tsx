import '../growthRecords.i18n';
import { completeProblem, type TRecordDetail, type TRecordRow, TypeNum } from '@kg/contracts';
import { Alert, App, Button, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useDraftWriter } from '../../../app/drafts/draftWriter';
import { draftKey, draftWorthRestoring, readDraft } from '../../../app/drafts/localDraft';
import { useSession } from '../../../app/useSession';
import { RecordEditor } from '../editors/RecordEditor';
import { fetchRecordDetail, saveRecord, useInvalidateRecords } from '../growthRecords.api';
import { pointIdsOf, startingAnswer, type TAnswer } from '../recordAnswers';
import { editorWidth } from '../recordRows';

type TProps = {
  row: TRecordRow | null;
  student: { id: number; name: string; photo: string };
  tempId: number;
  teacherId: number;
  onClose: () => void;
};

/** The row as a detail, for when the detail call fails (G16: the form is reset, not lost). */
const detailOf = (row: TRecordRow, studentName: string): TRecordDetail => ({
  Id: row.Id,
  RecordId: row.RecordId,
  TypeNum: row.Type,
  Title: row.Title,
  PlateId: row.PlateId,
  BackCoverImg: row.BackCoverImg,
  Content: row.Content,
  Answer: '',
  Status: row.Status,
  UpdatedAt: row.UpdatedAt,
  UpdatedBy: row.UpdatedBy,
  StudentName: studentName,
  GradeName: '',
  ClassName: '',
  CycleName: row.CycleName,
  TimeCopy: row.TimeCopy,
  Operator: row.Operator,
});

/**
 * The record editor dialog (screens 10 and 18; G08-G11, G16): loads the record, offers back a
 * draft kept in this browser, keeps every change there while typing, and saves with 保存草稿
 * (no checks) or 完成 (the type's rule first, in the browser and again on the server). A failed
 * save keeps the dialog and every word; one request at a time.
 */
export function RecordEditorDialog({ row, student, tempId, teacherId, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const invalidate = useInvalidateRecords();
  const [detail, setDetail] = useState<TRecordDetail | null>(null);
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [restored, setRestored] = useState<TAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  /** G16: the load failed; the form is reset and saving waits for a load that works */
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const base = useRef('');
  const key = row ? draftKey(user?.uID ?? 0, student.id, row.Id) : '';
  const drafts = useDraftWriter(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 重新加载 runs the load again
  useEffect(() => {
    if (!row) return;
    let alive = true;
    setDetail(null);
    setAnswer(null);
    setRestored(null);
    setFailed(false);
    const web = ![TypeNum.termObservation, TypeNum.monthlyObservation].includes(row.Type as 4 | 5);
    fetchRecordDetail(row.Id, student.id, web)
      .catch(() => {
        void message.error(t('growthRecords.loadFailed'));
        if (alive) setFailed(true);
        return detailOf(row, student.name);
      })
      .then((loaded) => {
        if (!alive) return;
        base.current = loaded.UpdatedAt;
        const fromServer = startingAnswer(
          { TypeNum: loaded.TypeNum, Title: loaded.Title, PlateId: loaded.PlateId, Content: loaded.Content },
          loaded.Answer,
          { studentPhoto: student.photo, studentName: student.name },
        );
        const kept = readDraft(localStorage, key);
        const offer = draftWorthRestoring(kept, fromServer, loaded.UpdatedAt);
        setDetail(loaded);
        setAnswer(offer ? (kept!.answer as TAnswer) : fromServer);
        setRestored(offer ? fromServer : null);
        if (offer) base.current = kept!.base || loaded.UpdatedAt;
      });
    return () => {
      alive = false;
    };
  }, [row, student.id, student.name, student.photo, key, message, t, attempt]);

  const change = useCallback(
    (next: TAnswer) => {
      setAnswer(next);
      drafts.later({ answer: next, base: base.current });
    },
    [drafts],
  );

  const save = async (status: 0 | 1) => {
    if (!row || !detail || !answer || saving) return;
    if (status === 1) {
      const problem = completeProblem(
        detail.TypeNum,
        answer,
        pointIdsOf((answer as { dimensions?: [] }).dimensions ?? []),
      );
      if (problem) {
        void message.warning(problem);
        return;
      }
    }
    setSaving(true);
    // The latest keystrokes are in this browser before the request leaves.
    drafts.now({ answer, base: base.current });
    try {
      await saveRecord({
        tempId,
        tempDetailId: row.Id,
        studentId: student.id,
        teacherId,
        type: detail.TypeNum,
        answer: JSON.stringify(answer),
        Status: status,
        ...(base.current ? { UpdatedAt: base.current } : {}),
      });
      drafts.remove();
      void message.success(t('growthRecords.saved'));
      void invalidate();
      onClose();
    } catch (error) {
      // A refusal (a rule, 403, 409 over a newer save) in the server's words: the quiet call
      // hands those over as an 'http' error. Only a lost connection, a time-out or a server
      // fault gets the offline text.
      const refused =
        error instanceof ApiError &&
        (error.kind === 'business' || (error.kind === 'http' && (error.status ?? 500) < 500));
      void message.error(refused ? error.message : t('growthRecords.offline'));
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    if (!restored) return;
    drafts.remove();
    base.current = detail?.UpdatedAt ?? '';
    setAnswer(restored);
    setRestored(null);
  };

  // Nothing is saved over a record that could not be read: the empty form would replace it.
  const ready = Boolean(detail && answer) && !failed;
  return (
    <Modal
      open={row !== null}
      title={row ? `${row.Title} · ${student.name}` : ''}
      // A phone gets the whole width; a laptop the spec's 80% or 800 px (G08).
      width={{ xs: '100%', md: row ? editorWidth(row.Type) : 800 }}
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      className="kg-rec-dialog"
      footer={[
        <Button key="back" onClick={onClose} data-testid="record-back">
          {t('growthRecords.back')}
        </Button>,
        <Button
          key="draft"
          onClick={() => void save(0)}
          loading={saving}
          disabled={!ready}
          data-testid="record-draft"
        >
          {t('growthRecords.saveDraft')}
        </Button>,
        <Button
          key="done"
          type="primary"
          onClick={() => void save(1)}
          loading={saving}
          disabled={!ready}
          data-testid="record-complete"
        >
          {t('growthRecords.complete')}
        </Button>,
      ]}
      data-testid="record-dialog"
    >
      <Spin spinning={!(detail && answer)}>
        <div className="kg-rec-dialog__body" data-testid="record-editor">
          {failed && (
            <Alert
              type="error"
              showIcon
              className="kg-rec-dialog__restored"
              title={t('growthRecords.loadFailed')}
              action={
                <Button size="small" onClick={() => setAttempt((n) => n + 1)} data-testid="record-retry">
                  {t('growthRecords.retry')}
                </Button>
              }
              data-testid="record-load-failed"
            />
          )}
          {restored && (
            <Alert
              type="info"
              showIcon
              className="kg-rec-dialog__restored"
              title={t('growthRecords.restored')}
              action={
                <Button size="small" type="link" onClick={discard} data-testid="record-discard-restored">
                  {t('growthRecords.discardRestored')}
                </Button>
              }
              data-testid="record-restored"
            />
          )}
          {detail && answer && (
            <RecordEditor
              answer={answer}
              onChange={change}
              ctx={{
                detail,
                studentId: student.id,
                studentName: student.name,
                tempId,
                teacherId,
                disabled: saving,
              }}
            />
          )}
        </div>
      </Spin>
    </Modal>
  );
}
