import '../../processEvaluations.i18n';
import '../../../growth-records/growthRecords.css';
import type { TProcessChild, TProcessEvaluation, TProcessPageDetail, TProcessPageItem } from '@kg/contracts';
import { Alert, App, Button, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../../api/http';
import { useDraftWriter } from '../../../../app/drafts/draftWriter';
import { draftWorthRestoring, processDraftKey, readDraft } from '../../../../app/drafts/localDraft';
import { useUnsavedApi, useUnsavedChanges } from '../../../../app/unsaved/UnsavedChanges';
import { useSession } from '../../../../app/useSession';
import { fetchPageDetail, processMessage, useSubmitPage } from '../../processEdit.api';
import { draftOf, draftProblem, submitBodyOf, type TPageDraft } from '../../processEdit.logic';
import { PageForm } from './PageForm';
import '../../processEditDialogs.css';

type TProps = {
  /** the page to edit; null: closed */
  item: TProcessPageItem | null;
  child: TProcessChild;
  evaluation: TProcessEvaluation;
  onClose: () => void;
};

const STALE_CODE = 'processEvaluations.stalePage';

/** Wide pages (photos, tables) get more room on a laptop; a phone gets the whole width. */
const widthOf = (type: number) => (type >= 3 ? 880 : 640);

/**
 * The dialog of a page item (H19-H26): reads the page fresh, then edits it in the form of its
 * Type. Every change is kept in this browser as well; 保存 checks the page's rule first (the
 * server's, with its words, H21-H25) and sends H20's body. A failed save keeps the dialog and
 * every word: a 409 (someone saved in between) offers the latest or keeping one's own.
 */
export function PageEditDialog({ item, child, evaluation, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const { confirmLeave } = useUnsavedApi();
  const { pathname } = useLocation();
  const submit = useSubmitPage();
  const [detail, setDetail] = useState<TProcessPageDetail | null>(null);
  const [draft, setDraft] = useState<TPageDraft | null>(null);
  const [restored, setRestored] = useState<TPageDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  /** what stops the save, shown beside the buttons (a rule's message, a refusal, the network) */
  const [notice, setNotice] = useState('');
  /** after a 409: the server's words, and the choice between its page and the teacher's */
  const [stale, setStale] = useState('');
  const [uploading, setUploading] = useState(false);
  /** the stamp the editing started from (H20's UpdatedAt) */
  const base = useRef('');
  const key = item ? processDraftKey(user?.uID ?? 0, item.Id) : '';
  const recorder = user?.uRealName ?? '';
  const drafts = useDraftWriter(key);
  useUnsavedChanges(dirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 重新加载 runs the load again
  useEffect(() => {
    if (!item) return;
    let alive = true;
    setDetail(null);
    setDraft(null);
    setRestored(null);
    setFailed(false);
    setNotice('');
    setStale('');
    setDirty(false);
    setUploading(false);
    fetchPageDetail(item.Id)
      .then((loaded) => {
        if (!alive) return;
        const fromServer = draftOf(loaded, recorder);
        const kept = readDraft(localStorage, key);
        const offer = draftWorthRestoring(kept, fromServer, loaded.UpdatedAt);
        base.current = offer ? kept!.base || loaded.UpdatedAt : loaded.UpdatedAt;
        setDetail(loaded);
        setDraft(offer ? (kept!.answer as TPageDraft) : fromServer);
        setRestored(offer ? fromServer : null);
        setDirty(offer);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [item, key, recorder, attempt]);

  // Every change is in this browser a moment later (a closed tab, a dropped network).
  useEffect(() => {
    if (dirty && draft) drafts.later({ answer: draft, base: base.current });
  }, [draft, dirty, drafts]);

  const update = (change: (current: TPageDraft) => TPageDraft) => {
    setDraft((current) => (current ? change(current) : current));
    setDirty(true);
    setNotice('');
  };

  const save = async () => {
    if (!detail || !draft || saving) return;
    const problem = draftProblem(detail.Type, draft);
    if (problem) {
      setNotice(processMessage(problem));
      return;
    }
    setSaving(true);
    drafts.now({ answer: draft, base: base.current });
    try {
      await submit.mutateAsync(submitBodyOf({ ...detail, UpdatedAt: base.current }, draft));
      drafts.remove();
      setDirty(false);
      void message.success(processMessage('saved'));
      onClose();
    } catch (error) {
      // The client has said why (a toast); the dialog keeps every word and says it here too.
      const refused = error instanceof ApiError && (error.kind === 'business' || (error.status ?? 500) < 500);
      const said = refused ? (error as ApiError).message : t('processEvaluations.edit.offline');
      // A refusal reaches here as the envelope's: its code says it is the 409 (stalePage), which
      // the dialog answers with its two ways on (the alert says it; the footer stays quiet).
      if (error instanceof ApiError && (error.status === 409 || error.code === STALE_CODE)) setStale(said);
      else setNotice(said);
    } finally {
      setSaving(false);
    }
  };

  /** After a 409: the latest from the server, either replacing the draft or under it. */
  const resolveStale = async (keepMine: boolean) => {
    if (!item) return;
    try {
      const latest = await fetchPageDetail(item.Id);
      base.current = latest.UpdatedAt;
      setDetail(latest);
      if (!keepMine) {
        drafts.remove();
        setDraft(draftOf(latest, recorder));
        setDirty(false);
      }
      setStale('');
      setNotice('');
    } catch {
      // shown by the client; the choice stays offered
    }
  };

  const discardRestored = () => {
    if (!restored || !detail) return;
    drafts.remove();
    base.current = detail.UpdatedAt;
    setDraft(restored);
    setRestored(null);
    setDirty(false);
  };

  const cancel = async () => {
    if (dirty && !(await confirmLeave([pathname]))) return;
    if (dirty) drafts.remove();
    setDirty(false);
    onClose();
  };

  const ready = Boolean(detail && draft);
  return (
    <Modal
      open={item !== null}
      title={
        item ? t('processEvaluations.edit.dialogTitle', { name: item.Name, child: child.StudentName }) : ''
      }
      width={{ xs: '100%', md: item ? widthOf(item.Type) : 640 }}
      maskClosable={false}
      destroyOnHidden
      onCancel={() => void cancel()}
      className="kg-rec-dialog kg-pe-dialog"
      footer={
        <div className="kg-pe-dialog__footer">
          <span className="kg-pe-dialog__notice" role="alert" data-testid="process-edit-notice">
            {notice}
          </span>
          <Button onClick={() => void cancel()} data-testid="process-edit-cancel">
            {t('processEvaluations.edit.cancel')}
          </Button>
          <Button
            type="primary"
            onClick={() => void save()}
            loading={saving}
            disabled={!ready || Boolean(stale) || uploading}
            data-testid="process-edit-save"
          >
            {t('processEvaluations.edit.save')}
          </Button>
        </div>
      }
    >
      <Spin spinning={!ready && !failed}>
        <div className="kg-pe-dialog__body" data-testid="process-edit-dialog" data-type={item?.Type}>
          {failed && (
            <Alert
              type="error"
              showIcon
              title={t('processEvaluations.edit.loadFailed')}
              action={
                <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                  {t('processEvaluations.edit.retry')}
                </Button>
              }
            />
          )}
          {restored && (
            <Alert
              type="info"
              showIcon
              title={t('processEvaluations.edit.restored')}
              action={
                <Button size="small" type="link" onClick={discardRestored} data-testid="process-edit-discard">
                  {t('processEvaluations.edit.discardRestored')}
                </Button>
              }
              data-testid="process-edit-restored"
            />
          )}
          {stale && (
            <Alert
              type="warning"
              showIcon
              title={stale}
              description={t('processEvaluations.edit.staleHint')}
              action={
                <div className="kg-pe-dialog__stale">
                  <Button
                    size="small"
                    onClick={() => void resolveStale(false)}
                    data-testid="process-edit-latest"
                  >
                    {t('processEvaluations.edit.reloadLatest')}
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => void resolveStale(true)}
                    data-testid="process-edit-keep"
                  >
                    {t('processEvaluations.edit.keepMine')}
                  </Button>
                </div>
              }
              data-testid="process-edit-stale"
            />
          )}
          {detail && draft && (
            <PageForm
              detail={detail}
              draft={draft}
              update={update}
              onRefuse={(reason) => setNotice(processMessage(reason))}
              onBusy={setUploading}
              disabled={saving}
              evaluation={evaluation}
              child={child}
            />
          )}
        </div>
      </Spin>
    </Modal>
  );
}
