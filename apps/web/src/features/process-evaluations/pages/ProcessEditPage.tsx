import '../processEvaluations.i18n';
import { CalendarOutlined, CheckOutlined } from '@ant-design/icons';
import { isTeacher, processTitleOf, type TProcessEditInfo, type TProcessPageItem } from '@kg/contracts';
import { App, Button, Card, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBack } from '../../../app/routing/useBack';
import { useSession } from '../../../app/useSession';
import { ChildAvatar } from '../../questionnaire/components/ChildAvatar';
import { PageEditDialog } from '../components/edit/PageEditDialog';
import { PageCard } from '../components/PageCard';
import { PROCESS_CLASSES_PATH } from '../process.logic';
import { processMessage, useProcessPages, useTogglePage } from '../processEdit.api';
import { listHrefOf, progressOf, readProcessEditInfo } from '../processEdit.logic';
import '../processEvaluations.css';
import '../processEdit.css';

/**
 * 编辑过程评价 (/editProcessEvaluate?dataInfo=…, screen 11, H13-H20): the entry's child, title,
 * range and status, then its 11 page items as cards. The class teacher (identity 2) opens and
 * closes pages and edits the open ones in a dialog per Type; 确定 goes back where she came from.
 */
export default function ProcessEditPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const info = useMemo(() => readProcessEditInfo(search), [search]);
  const back = useBack(PROCESS_CLASSES_PATH);
  if (!info)
    return (
      <Card className="kg-card" data-testid="page-process-edit">
        <Result
          status="warning"
          title={processMessage('infoInvalid')}
          extra={
            <Button onClick={back} data-testid="process-edit-back">
              {t('processEvaluations.edit.backToList')}
            </Button>
          }
          data-testid="process-edit-invalid"
        />
      </Card>
    );
  return <ProcessEdit key={search} info={info} />;
}

function ProcessEdit({ info }: { info: TProcessEditInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const pages = useProcessPages(info);
  const data = pages.data;
  const back = useBack(listHrefOf(info, data));
  const canWrite = isTeacher(user?.UserIdentity ?? '');
  const toggle = useTogglePage();
  const [toggling, setToggling] = useState<number | null>(null);
  const [editing, setEditing] = useState<TProcessPageItem | null>(null);

  const onToggle = async (item: TProcessPageItem, open: boolean) => {
    setToggling(item.Id);
    try {
      await toggle.mutateAsync({ id: item.Id, open });
      void message.success(processMessage('done'));
    } catch {
      // The client showed the refusal; the card stays as it was.
    } finally {
      setToggling(null);
    }
  };

  if (pages.isError && !data)
    return (
      <Card className="kg-card" data-testid="page-process-edit">
        <Result
          status="warning"
          title={t('processEvaluations.edit.loadFailed')}
          extra={[
            <Button key="retry" type="primary" onClick={() => void pages.refetch()}>
              {t('processEvaluations.edit.retry')}
            </Button>,
            <Button key="back" onClick={back} data-testid="process-edit-back">
              {t('processEvaluations.edit.backToList')}
            </Button>,
          ]}
        />
      </Card>
    );

  const evaluation = data?.Evaluation;
  const child = data?.Child;
  const finished = evaluation?.Status === 1;
  const progress = progressOf(data?.Items ?? []);
  const range =
    evaluation?.StartDate && processTitleOf(evaluation.StartDate, evaluation.EndDate) !== evaluation.Title
      ? processTitleOf(evaluation.StartDate, evaluation.EndDate)
      : '';

  return (
    <div className="kg-pe-page kg-pe-edit" data-testid="page-process-edit">
      <Card className="kg-card kg-pe-edit__head">
        {data ? (
          <>
            <div className="kg-pe-head__child">
              <ChildAvatar
                name={child!.StudentName}
                photo={child!.Photo || null}
                gender={child!.Gender === '女' ? 2 : 1}
                size={52}
              />
              <div className="kg-pe-head__names">
                <h2 data-testid="process-edit-student">{child!.StudentName}</h2>
                <span className="kg-muted">
                  {[child!.GradeName, child!.ClassName].filter(Boolean).join(' · ')}
                </span>
              </div>
            </div>
            <div className="kg-pe-edit__entry">
              <div className="kg-pe-edit__title">
                <span data-testid="process-edit-title">{evaluation!.Title}</span>
                <Tag
                  color={finished ? 'green' : 'orange'}
                  className="kg-pe-edit__status"
                  data-testid="process-edit-status"
                  data-status={evaluation!.Status}
                >
                  {t(finished ? 'processEvaluations.finished' : 'processEvaluations.unfinished')}
                </Tag>
              </div>
              {range && (
                <span className="kg-muted kg-pe-edit__range">
                  <CalendarOutlined /> {range}
                </span>
              )}
              <span className="kg-muted kg-pe-edit__hint" data-testid="process-edit-progress">
                {t('processEvaluations.edit.progress', progress)}
                {' · '}
                {t(finished ? 'processEvaluations.edit.finishedHint' : 'processEvaluations.edit.statusHint')}
              </span>
            </div>
          </>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        )}
      </Card>

      <Card className="kg-card kg-pe-edit__body">
        {data ? (
          <div className="kg-pe-cards" data-testid="process-pages">
            {data.Items.map((item, i) => (
              <PageCard
                key={item.Id}
                item={item}
                position={i + 1}
                toggling={toggling === item.Id}
                canWrite={canWrite}
                onToggle={(open) => void onToggle(item, open)}
                onEdit={() => setEditing(item)}
              />
            ))}
          </div>
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>

      <div className="kg-pe-edit__bar">
        <Button
          type="primary"
          size="large"
          icon={<CheckOutlined />}
          onClick={back}
          data-testid="process-edit-confirm"
        >
          {t('processEvaluations.edit.confirm')}
        </Button>
      </div>

      {canWrite && data && (
        <PageEditDialog
          item={editing}
          child={data.Child}
          evaluation={data.Evaluation}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
