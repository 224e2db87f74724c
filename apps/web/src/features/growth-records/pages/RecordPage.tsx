import '../growthRecords.i18n';
import {
  ArrowLeftOutlined,
  BookOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { TRecordInfo, TRecordRow, TStudentRecords } from '@kg/contracts';
import { Alert, App, Button, Card, Progress, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChildAvatar } from '../../questionnaire/components/ChildAvatar';
import { ChildPageDialog } from '../components/ChildPageDialog';
import { RecordEditorDialog } from '../components/RecordEditorDialog';
import { RecordList } from '../components/RecordList';
import { useDeleteChildPage, useStudentRecords } from '../growthRecords.api';
import { bookletHref, previewHref, readRecordInfo, recordHref } from '../recordRows';
import '../growthRecords.css';

/** The child's progress in the list: finished pages of the pages someone writes. */
const progressOf = (data: TStudentRecords) => {
  const due = data.List.filter((r) => r.IsWrite === 1 || r.Status === 1);
  return { done: due.filter((r) => r.Status === 1).length, total: due.length };
};

/** Screen 10 (/record, G01-G16): a child's growth records, the editor, the child's own pages. */
export default function RecordPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const info = useMemo(() => readRecordInfo(search), [search]);
  if (!info)
    return (
      <Card className="kg-card" data-testid="page-record">
        <Result
          status="warning"
          title={t('growthRecords.badLinkTitle')}
          subTitle={t('growthRecords.badLinkText')}
        />
      </Card>
    );
  return <RecordView info={info} />;
}

function RecordView({ info }: { info: TRecordInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const records = useStudentRecords(info.CustomerId, info.TempId, info.TeacherId);
  const data = records.data?.StudentId === info.CustomerId ? records.data : undefined;
  const [editing, setEditing] = useState<TRecordRow | null>(null);
  const [page, setPage] = useState<'new' | TRecordRow | null>(null);
  const removePage = useDeleteChildPage();
  const { message } = App.useApp();
  const deletePage = async (row: TRecordRow) => {
    if (!data) return;
    try {
      await removePage.mutateAsync({ id: row.Id, studentId: data.StudentId });
      void message.success(t('success.delete'));
    } catch {
      // shown by the client
    }
  };

  const goTo = (id: number, name: string) =>
    navigate(recordHref({ ...info, CustomerId: id, StudentName: name }));
  const context = data && {
    studentId: data.StudentId,
    studentName: data.StudentName,
    tempType: data.TempType,
    cycleName: data.CycleName,
    gradeName: data.GradeName,
    className: data.ClassName,
  };
  const progress = data ? progressOf(data) : { done: 0, total: 0 };
  if (records.isError)
    return (
      <Card className="kg-card" data-testid="page-record">
        <Result
          status="warning"
          title={t('growthRecords.badLinkTitle')}
          subTitle={records.error.message}
          extra={
            <Button
              type="primary"
              onClick={() => navigate('/GrowthRecord')}
              data-testid="record-back-to-class"
            >
              {t('growthRecords.backToClass')}
            </Button>
          }
          data-testid="record-load-failed"
        />
      </Card>
    );
  const lastTemplatePage = data
    ? Math.max(0, ...data.List.filter((r) => !r.IsOwn && r.Type !== 2).map((r) => r.OrderSort))
    : 0;

  return (
    <div className="kg-rec-page" data-testid="page-record">
      <Card className="kg-card kg-rec-head">
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate('/GrowthRecord')}
          data-testid="record-back-to-class"
        >
          {t('growthRecords.backToClass')}
        </Button>
        <div className="kg-rec-head__child">
          <ChildAvatar
            name={data?.StudentName ?? info.StudentName}
            photo={data?.Photo || null}
            gender={0}
            size={56}
          />
          <div className="kg-rec-head__names">
            <h2 data-testid="record-student">{data?.StudentName ?? info.StudentName}</h2>
            <span>
              {[
                data?.GradeName ?? info.GradeName,
                data?.ClassName ?? info.ClassName,
                data?.CycleName ?? info.CycleName,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <div className="kg-rec-head__progress" data-testid="record-progress">
            <Progress
              type="circle"
              size={56}
              percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 0}
            />
            <span>{t('growthRecords.childProgress', progress)}</span>
          </div>
        </div>
        <div className="kg-rec-head__tools">
          <Button
            icon={<LeftOutlined />}
            disabled={!data?.Prev}
            onClick={() => data?.Prev && goTo(data.Prev.Id, data.Prev.Name)}
            data-testid="record-prev"
          >
            {data?.Prev
              ? `${t('growthRecords.prevChild')} · ${data.Prev.Name}`
              : t('growthRecords.prevChild')}
          </Button>
          <Button
            disabled={!data?.Next}
            onClick={() => data?.Next && goTo(data.Next.Id, data.Next.Name)}
            data-testid="record-next"
          >
            {data?.Next
              ? `${t('growthRecords.nextChild')} · ${data.Next.Name}`
              : t('growthRecords.nextChild')}
            <RightOutlined />
          </Button>
          <Button
            icon={<BookOutlined />}
            href={
              data
                ? bookletHref({
                    teacherId: info.TeacherId,
                    tempId: data.TempId,
                    studentId: data.StudentId,
                    tempType: data.TempType,
                    cycleName: data.CycleName,
                  })
                : undefined
            }
            target="_blank"
            disabled={!data}
            data-testid="record-booklet"
          >
            {t('growthRecords.booklet')}
          </Button>
          {data?.CanWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setPage('new')}
              data-testid="record-add"
            >
              {t('growthRecords.add')}
            </Button>
          )}
        </div>
      </Card>
      <Card className="kg-card">
        {data && !data.CanWrite && (
          <Alert type="info" showIcon title={t('growthRecords.notWritable')} className="kg-rec-page__note" />
        )}
        {records.isPending ? (
          <Skeleton active />
        ) : (
          <RecordList
            rows={data?.List ?? []}
            canWrite={Boolean(data?.CanWrite)}
            onWrite={setEditing}
            onView={(row) => context && window.open(previewHref(row, context), '_blank', 'noopener')}
            onEditPage={setPage}
            onDeletePage={(row) => void deletePage(row)}
          />
        )}
      </Card>
      {data && (
        <>
          <RecordEditorDialog
            row={editing}
            student={{ id: data.StudentId, name: data.StudentName, photo: data.Photo }}
            tempId={data.TempId}
            teacherId={info.TeacherId}
            onClose={() => setEditing(null)}
          />
          <ChildPageDialog
            target={page}
            studentId={data.StudentId}
            tempId={data.TempId}
            cycle={data.CycleId ? { Id: data.CycleId, Name: data.CycleName } : null}
            defaultOrder={lastTemplatePage}
            onClose={() => setPage(null)}
          />
        </>
      )}
    </div>
  );
}
