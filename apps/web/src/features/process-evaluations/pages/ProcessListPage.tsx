import '../processEvaluations.i18n';
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { isTeacher, PROCESS_MAX_SELECTED, type TProcessEvaluation } from '@kg/contracts';
import { App, Button, Card, Empty, Pagination, Result, Skeleton, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useButtons } from '../../../app/access/NavButtons';
import { useBack } from '../../../app/routing/useBack';
import { useSession } from '../../../app/useSession';
import { ChildAvatar } from '../../questionnaire/components/ChildAvatar';
import { AddProcessDialog } from '../components/AddProcessDialog';
import { EvaluationTile } from '../components/EvaluationTile';
import {
  deleteConfirmKey,
  handbookHref,
  PROCESS_CLASSES_PATH,
  PROCESS_PAGE_SIZES,
  readProcessInfo,
  toggleSelection,
  withoutDeleted,
} from '../process.logic';
import { processEditHref } from '../processEdit.logic';
import { useDeleteProcessEvaluations, useProcessList } from '../processEvaluations.api';
import '../processEvaluations.css';

/**
 * 过程评价列表 (/addProcessEvaluate?dataInfo=…, screen 21, H01-H11): a child's entries of a term
 * as tiles. The class teacher (identity 2, DECISIONS 10, with the page's buttons granted) adds
 * and deletes; everyone selects up to four finished entries for the growth handbook.
 */
export default function ProcessListPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const info = useMemo(() => readProcessInfo(search), [search]);
  const back = useBack(PROCESS_CLASSES_PATH);
  if (!info)
    return (
      <Card className="kg-card" data-testid="page-process-list">
        <Result
          status="warning"
          title={t('processEvaluations.badInfo')}
          extra={<Button onClick={back}>{t('processEvaluations.backToClass')}</Button>}
        />
      </Card>
    );
  return <ProcessList key={search} info={info} back={back} />;
}

function ProcessList({
  info,
  back,
}: {
  info: NonNullable<ReturnType<typeof readProcessInfo>>;
  back: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const navigate = useNavigate();
  const buttons = useButtons();
  const granted = (func: string) => buttons.some((b) => b.Func === func);
  // H04, H05: identity 2 adds and deletes, when the school's role grants the buttons too.
  const teacher = isTeacher(user?.UserIdentity ?? '');
  const canAdd = teacher && granted('handleAdd');
  const canDelete = teacher && granted('handleDel');
  const [paging, setPaging] = useState({ PageIndex: 1, PageSize: PROCESS_PAGE_SIZES[0] as number });
  const list = useProcessList({ ...info, ...paging });
  const remove = useDeleteProcessEvaluations();
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const data = list.data;
  const child = data?.Child;
  const entries = data?.data ?? [];

  const open = (entry: TProcessEvaluation) =>
    navigate(
      processEditHref({
        StudentId: info.StudentId,
        IsBaby: child?.IsBaby ?? info.IsBaby,
        BabyLevel: child ? child.BabyLevel : info.BabyLevel,
        Id: entry.Id,
      }),
    );
  const toggle = (entry: TProcessEvaluation) => {
    const next = toggleSelection(selected, entry);
    if (next.refused === 'max') void message.warning(t('processEvaluations.messages.maxSelected'));
    setSelected(next.selected);
  };
  const previewHandbook = () =>
    window.open(
      handbookHref({
        ids: selected,
        studentId: info.StudentId,
        studentName: child?.StudentName ?? info.StudentName,
      }),
      '_blank',
      'noopener',
    );
  const confirmDelete = (ids: number[]) =>
    modal.confirm({
      title: t(`processEvaluations.messages.${deleteConfirmKey(ids.length)}`),
      content:
        ids.length === 1
          ? t('processEvaluations.removeHint', { title: entries.find((e) => e.Id === ids[0])?.Title ?? '' })
          : t('processEvaluations.removeManyHint', { count: ids.length }),
      okButtonProps: { danger: true, ...{ 'data-testid': 'process-delete-ok' } },
      onOk: async () => {
        await remove.mutateAsync(ids);
        setSelected((current) => withoutDeleted(current, ids));
        void message.success(t('processEvaluations.messages.deleted'));
      },
    });

  return (
    <div className="kg-pe-page" data-testid="page-process-list">
      <Card className="kg-card kg-pe-head">
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} data-testid="process-back">
          {t('processEvaluations.backToClass')}
        </Button>
        <div className="kg-pe-head__child">
          <ChildAvatar
            name={child?.StudentName ?? info.StudentName}
            photo={child?.Photo || null}
            gender={child?.Gender === '女' ? 2 : 1}
            size={52}
          />
          <div className="kg-pe-head__names">
            <h2 data-testid="process-student">{child?.StudentName ?? info.StudentName}</h2>
            <span className="kg-muted">
              {[child?.GradeName ?? info.GradeName, child?.ClassName ?? info.ClassName, data?.Term?.Name]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
        </div>
        <div className="kg-pe-head__tools">
          <span className="kg-muted kg-pe-head__selected" data-testid="process-selected">
            {selected.length
              ? t('processEvaluations.selected', { count: selected.length, max: PROCESS_MAX_SELECTED })
              : t('processEvaluations.selectHint')}
          </span>
          {selected.length > 0 && (
            <Button onClick={() => setSelected([])}>{t('processEvaluations.clearSelection')}</Button>
          )}
          {canDelete && selected.length > 0 && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(selected)}
              data-testid="process-delete-selected"
            >
              {t('processEvaluations.removeSelected')}
            </Button>
          )}
          {/* H08, H09: the growth handbook of the selected entries, in a new tab. */}
          <Tooltip title={selected.length ? '' : t('processEvaluations.previewHint')}>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              disabled={selected.length === 0}
              onClick={previewHandbook}
              data-testid="process-preview"
            >
              {t('processEvaluations.preview')}
            </Button>
          </Tooltip>
        </div>
      </Card>

      <Card className="kg-card kg-pe-list">
        {list.isPending ? (
          <Skeleton active />
        ) : (
          <>
            {entries.length === 0 && !canAdd && (
              <Empty
                description={
                  <>
                    <div>{t('processEvaluations.empty')}</div>
                    <div className="kg-muted">{t('processEvaluations.emptyViewer')}</div>
                  </>
                }
                data-testid="process-empty"
              />
            )}
            {(entries.length > 0 || canAdd) && (
              <div className="kg-pe-grid" data-testid="process-grid">
                {canAdd && (
                  <button
                    type="button"
                    className="kg-pe-add"
                    onClick={() => setAdding(true)}
                    data-testid="process-add"
                  >
                    <PlusOutlined className="kg-pe-add__icon" />
                    <span className="kg-pe-add__label">{t('processEvaluations.addTile')}</span>
                    {entries.length === 0 && (
                      <span className="kg-muted kg-pe-add__hint">{t('processEvaluations.emptyTeacher')}</span>
                    )}
                  </button>
                )}
                {entries.map((entry) => (
                  <EvaluationTile
                    key={entry.Id}
                    entry={entry}
                    selected={selected.includes(entry.Id)}
                    onToggle={() => toggle(entry)}
                    onDelete={canDelete ? () => confirmDelete([entry.Id]) : undefined}
                    // H12: identity 2 opens the entry; the 园长 views the list only.
                    onOpen={teacher ? () => open(entry) : undefined}
                  />
                ))}
              </div>
            )}
            {(data?.dataCount ?? 0) > 0 && (
              <Pagination
                className="kg-pe-pager"
                current={paging.PageIndex}
                pageSize={paging.PageSize}
                total={data?.dataCount ?? 0}
                pageSizeOptions={PROCESS_PAGE_SIZES as unknown as number[]}
                showSizeChanger
                showTotal={(count) => t('processEvaluations.total', { count })}
                onChange={(PageIndex, PageSize) =>
                  setPaging((p) => ({ PageIndex: PageSize === p.PageSize ? PageIndex : 1, PageSize }))
                }
                data-testid="process-pager"
              />
            )}
          </>
        )}
      </Card>
      {canAdd && (
        <AddProcessDialog
          open={adding}
          studentId={info.StudentId}
          term={data?.Term ?? null}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}
