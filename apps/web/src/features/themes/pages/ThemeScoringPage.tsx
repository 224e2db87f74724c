import '../themes.i18n';
import '../themes.css';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TThemeChildDetail } from '@kg/contracts';
import { Alert, App, Button, Card, Collapse, Empty, Skeleton, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDraftWriter } from '../../../app/drafts/draftWriter';
import { draftWorthRestoring, readDraft, themeDraftKey } from '../../../app/drafts/localDraft';
import { useSession } from '../../../app/useSession';
import { ThemeHead } from '../components/ThemeHead';
import { BlockEditor } from '../scoring/BlockEditor';
import { StarTable } from '../scoring/StarTable';
import {
  batchOf,
  resultsHref,
  scoringHref,
  useBatchEvaluation,
  useSaveEvaluation,
  useScoringText,
  useThemeChild,
  useThemeClassResult,
} from '../scoring/scoring.api';
import {
  batchComplete,
  checkSubmit,
  draftOf,
  saveQuestionsOf,
  type TScoringDraft,
} from '../scoring/scoring.logic';

/**
 * Screen 17 (/SubjectResultSetQuestion, E23-E43): the theme card, then per entry its keyword
 * tables of stars and its photo and word blocks; 提交 with the spec's rules, or 批量提交 for the
 * children of `themeMapIds` (typeStatus). What is typed is kept in this browser until it is
 * submitted; on a phone 上一位 / 下一位 go through the class without returning to the list.
 */
export default function ThemeScoringPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const themeId = Number(search.get('ThemeId')) || 0;
  const batch = search.get('typeStatus') ? batchOf(search.get('themeMapIds')) : null;
  const mapId = batch?.[0]?.ThemeMapId ?? (Number(search.get('ThemeMapId')) || 0);
  const childId = batch?.[0]?.CustomerId ?? (Number(search.get('CustomerId')) || 0);
  const child = useThemeChild(childId, themeId, mapId);

  if (child.isPending) return <Skeleton active />;
  if (!child.data)
    return (
      <Card className="kg-card">
        <Empty description={t('themes.scoring.missing')} />
      </Card>
    );
  return (
    <ScoringForm
      // A new child starts a new form (and its own draft).
      key={`${mapId}-${childId}-${batch ? 'batch' : 'one'}`}
      detail={child.data}
      batch={batch}
    />
  );
}

function ScoringForm({
  detail,
  batch,
}: {
  detail: TThemeChildDetail;
  batch: Array<{ ThemeMapId: number; CustomerId: number }> | null;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const text = useScoringText();
  const save = useSaveEvaluation();
  const batchSave = useBatchEvaluation();
  const classResult = useThemeClassResult(detail.ThemeMapId);
  const fromServer = useMemo(() => (batch ? draftOf([]) : draftOf(detail.Entries)), [detail, batch]);
  const key = batch ? '' : themeDraftKey(user?.uID ?? 0, detail.StudentId, detail.ThemeMapId);
  const [draft, setDraft] = useState<TScoringDraft>(() => {
    const kept = key ? readDraft(localStorage, key) : null;
    return draftWorthRestoring(kept, fromServer, detail.UpdatedAt ?? '')
      ? (kept!.answer as TScoringDraft)
      : fromServer;
  });
  const [restored, setRestored] = useState(() => draft !== fromServer);
  const drafts = useDraftWriter(key);

  const change = useCallback(
    (next: TScoringDraft) => {
      setDraft(next);
      drafts.later({ answer: next, base: detail.UpdatedAt ?? '' });
    },
    [drafts, detail.UpdatedAt],
  );
  const set = <K extends keyof TScoringDraft>(part: K, id: number, value: TScoringDraft[K][number]) =>
    change({ ...draft, [part]: { ...draft[part], [id]: value } });

  const children = classResult.data?.Children ?? [];
  const index = children.findIndex((c) => c.StudentId === detail.StudentId);
  const neighbour = (step: number) => children[index + step];
  const goTo = (studentId: number) =>
    navigate(scoringHref({ ThemeId: detail.ThemeId, ThemeMapId: detail.ThemeMapId, CustomerId: studentId }));
  const results = resultsHref(detail.ThemeId, detail.ThemeMapId);

  const send = async (then: 'results' | 'next') => {
    try {
      drafts.now({ answer: draft, base: detail.UpdatedAt ?? '' });
      await save.mutateAsync({
        ThemeId: detail.ThemeId,
        ThemeMapId: detail.ThemeMapId,
        CustomerId: detail.StudentId,
        questions: saveQuestionsOf(detail.Entries, draft),
      });
      drafts.remove();
      void message.success(text('saved'));
      const next = neighbour(1);
      if (then === 'next' && next) goTo(next.StudentId);
      else navigate(results);
    } catch {
      // Shown by the client; the draft keeps every star and word.
    }
  };

  const submit = (then: 'results' | 'next') => {
    const check = checkSubmit(detail.Entries, draft);
    if (check.kind === 'nothing') {
      void message.warning(text('nothingFilled'));
      return;
    }
    if (check.kind === 'incomplete') {
      modal.confirm({
        title: <span className="kg-danger-title">{text('incompleteTitle')}</span>,
        content: (
          <>
            <p>{text('incomplete')}</p>
            <p className="kg-muted">{text('incompleteNote')}</p>
          </>
        ),
        okButtonProps: { ...{ 'data-testid': 'scoring-incomplete-ok' } },
        cancelButtonProps: { ...{ 'data-testid': 'scoring-incomplete-cancel' } },
        onOk: () => send(then),
      });
      return;
    }
    if (check.kind === 'fewPhotos') {
      modal.confirm({
        title: text('incompleteTitle'),
        content: text('fewPhotos', { count: String(check.suggestion) }),
        okButtonProps: { ...{ 'data-testid': 'scoring-photos-ok' } },
        onOk: () => send(then),
      });
      return;
    }
    void send(then);
  };

  const submitBatch = async () => {
    if (!batch) return;
    if (!batchComplete(detail.Entries, draft)) {
      void message.warning(text('scoresMissing'));
      return;
    }
    try {
      await batchSave.mutateAsync({
        ThemeId: detail.ThemeId,
        themeMapIds: batch,
        questions: saveQuestionsOf(detail.Entries, draft)
          .filter((q) => q.questionType === 5)
          .map((q) => ({ eval_ThemeQuestionId: q.eval_ThemeQuestionId, score: q.score })),
      });
      void message.success(text('saved'));
      navigate(results);
    } catch {
      // Shown by the client; the stars stay.
    }
  };

  const batchNames = batch
    ? batch.map((b) => children.find((c) => c.StudentId === b.CustomerId)?.Name).filter(Boolean)
    : [];

  return (
    <div className="kg-themes kg-scoring" data-testid="page-theme-scoring">
      <Card className="kg-card" data-testid="scoring-theme-card">
        <ThemeHead
          title={detail.Title}
          sub={`${detail.ClassName} · ${t('themes.dates', { start: detail.StartDate, end: detail.EndDate })}`}
          onBack={() => navigate(results)}
          backTestId="scoring-back"
        />
        {detail.Aim && <p className="kg-theme-card__aim">{detail.Aim}</p>}
        <Collapse
          className="kg-scoring__descriptions"
          ghost
          items={[
            {
              key: 'd',
              label: t('themes.scoring.aboutTheme'),
              children: detail.Descriptions.filter((d) => d.Desc).map((d) => (
                <div key={d.Title} className="kg-scoring__description">
                  <strong>{d.Title}</strong>
                  <p>{d.Desc}</p>
                </div>
              )),
            },
          ]}
        />
      </Card>
      <Card className="kg-card" data-testid="scoring-operations">
        <div className="kg-scoring__child">
          {batch ? (
            <span data-testid="scoring-batch-names">
              {t('themes.scoring.batchTitle', { count: batch.length })}
              <span className="kg-muted"> {batchNames.join('、')}</span>
            </span>
          ) : (
            <>
              <Button
                icon={<LeftOutlined />}
                disabled={!neighbour(-1)}
                onClick={() => goTo(neighbour(-1)!.StudentId)}
                aria-label={t('themes.scoring.previous')}
                data-testid="scoring-previous"
              />
              <span className="kg-scoring__child-name" data-testid="scoring-child">
                {detail.ChildrenName}
                {index >= 0 && <span className="kg-muted"> {`${index + 1} / ${children.length}`}</span>}
              </span>
              <Button
                icon={<RightOutlined />}
                disabled={!neighbour(1)}
                onClick={() => goTo(neighbour(1)!.StudentId)}
                aria-label={t('themes.scoring.next')}
                data-testid="scoring-next"
              />
            </>
          )}
        </div>
        {restored && (
          <Alert
            className="kg-scoring__restored"
            type="info"
            showIcon
            message={t('themes.scoring.restored')}
            action={
              <Button
                size="small"
                onClick={() => {
                  drafts.remove();
                  setDraft(fromServer);
                  setRestored(false);
                }}
                data-testid="scoring-drop-draft"
              >
                {t('themes.scoring.dropDraft')}
              </Button>
            }
            data-testid="scoring-restored"
          />
        )}
        {detail.Entries.map((entry) => (
          <section
            key={entry.Eval_ThemeDetailId}
            className="kg-scoring__entry"
            data-testid={`entry-${entry.EvaluateTitle}`}
          >
            <h3 className="kg-scoring__entry-title">
              {entry.EvaluateTitle}
              <Tag>{entry.Type === 1 ? t('themes.nineStars') : t('themes.threeStars')}</Tag>
            </h3>
            <StarTable
              entry={entry}
              scores={draft.scores}
              onScore={(id, score) => set('scores', id, score)}
            />
            {!batch &&
              entry.secondDescResults.map((block) => (
                <BlockEditor
                  key={block.Eval_ThemeQuestionId}
                  block={block}
                  text={draft.texts[block.Eval_ThemeQuestionId] ?? ''}
                  images={draft.images[block.Eval_ThemeQuestionId] ?? []}
                  disabled={!entry.IsEdit}
                  onText={(text) => set('texts', block.Eval_ThemeQuestionId, text)}
                  onImages={(images) => set('images', block.Eval_ThemeQuestionId, images)}
                />
              ))}
          </section>
        ))}
      </Card>
      <div className="kg-scoring__bar">
        <Space wrap>
          {batch ? (
            <Button
              type="primary"
              loading={batchSave.isPending}
              onClick={() => void submitBatch()}
              data-testid="scoring-submit"
            >
              {t('themes.scoring.batchSubmit')}
            </Button>
          ) : (
            <>
              <Button
                type="primary"
                loading={save.isPending}
                onClick={() => submit('results')}
                data-testid="scoring-submit"
              >
                {t('themes.scoring.submit')}
              </Button>
              {neighbour(1) && (
                <Button
                  loading={save.isPending}
                  onClick={() => submit('next')}
                  data-testid="scoring-submit-next"
                >
                  {t('themes.scoring.submitNext')}
                </Button>
              )}
            </>
          )}
        </Space>
      </div>
    </div>
  );
}
