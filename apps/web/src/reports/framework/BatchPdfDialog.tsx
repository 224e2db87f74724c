import '../reports.i18n';
import './batch.css';
import { FilePdfOutlined, FileZipOutlined } from '@ant-design/icons';
import { PDF_LIMITS } from '@kg/contracts';
import { Alert, Button, Modal, Progress, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TBatchItem, useBatchJob } from './useBatchJob';

type TProps = {
  open: boolean;
  title: string;
  /** the route every item prints (REPORT_ROUTES) */
  route: string;
  /** the batch's name: the merged PDF and the zip are called after it */
  batchName: string;
  /** null while the list is being read */
  items: Array<TBatchItem & { label: string }> | null;
  /** what the items are, e.g. 已勾选的 3 个班级 */
  scope: string;
  /** warnings before the job starts (e.g. children whose reports have pages without data) */
  notices?: string[];
  onClose: () => void;
};

/**
 * Many reports as one server job (issue 4): the list to print, then a progress bar that moves
 * with the job (Done / Total), failures by name, and the result as one merged PDF or a zip.
 * Generic: the class roster uses it now, class growth-record batches later.
 */
export function BatchPdfDialog({
  open,
  title,
  route,
  batchName,
  items,
  scope,
  notices = [],
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const job = useBatchJob();
  const progress = job.progress;
  const done = progress?.Status === 'done';
  const printed = progress ? progress.Done - progress.Failed : 0;
  const percent = progress?.Total ? Math.round((progress.Done / progress.Total) * 100) : 0;
  const tooMany = (items?.length ?? 0) > PDF_LIMITS.batchItems;

  const close = () => {
    job.reset();
    onClose();
  };

  const status = !progress
    ? t('reports.batch.starting')
    : progress.Status === 'queued'
      ? t('reports.batch.queued')
      : !done
        ? // Every report is done and the worker builds the merged PDF before the job closes.
          progress.Done === progress.Total
          ? t('reports.batch.merging')
          : t('reports.batch.running', { done: progress.Done, total: progress.Total })
        : progress.Failed
          ? t('reports.batch.doneWithFailures', { ok: printed, failed: progress.Failed })
          : t('reports.batch.done', { ok: printed });

  const footer = job.jobId
    ? [
        !done && (
          <Typography.Text key="hint" type="secondary" className="kg-batch__hint">
            {t('reports.batch.closeRunningHint')}
          </Typography.Text>
        ),
        <Button key="close" onClick={close} data-testid="batch-close">
          {t('reports.batch.close')}
        </Button>,
        <Button
          key="merged"
          type="primary"
          icon={<FilePdfOutlined />}
          disabled={!done || printed === 0}
          loading={job.downloading === 'merged'}
          onClick={() => void job.download('merged')}
          data-testid="batch-download-merged"
        >
          {t('reports.batch.downloadMerged')}
        </Button>,
        <Button
          key="zip"
          icon={<FileZipOutlined />}
          disabled={!done || printed === 0}
          loading={job.downloading === 'zip'}
          onClick={() => void job.download('zip')}
          data-testid="batch-download-zip"
        >
          {t('reports.batch.downloadZip')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={close}>
          {t('reports.batch.close')}
        </Button>,
        <Button
          key="start"
          type="primary"
          loading={job.starting}
          disabled={!items?.length || tooMany}
          onClick={() =>
            items &&
            void job.start(
              route,
              batchName,
              items.map(({ query, name }) => ({ query, name })),
            )
          }
          data-testid="batch-start"
        >
          {t('reports.batch.start')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={footer.filter(Boolean)}
      width={640}
      destroyOnHidden
      data-testid="batch-dialog"
    >
      {!job.jobId ? (
        <div className="kg-batch" data-testid="batch-scope">
          {items === null ? (
            <Spin description={t('reports.batch.loadingClasses')}>
              <div className="kg-batch__loading" />
            </Spin>
          ) : items.length === 0 ? (
            <Alert type="info" showIcon title={t('reports.batch.noClasses')} />
          ) : (
            <>
              <Typography.Paragraph>{scope}</Typography.Paragraph>
              {tooMany && <Alert type="warning" showIcon title={t('reports.batch.tooMany')} />}
              {notices.map((notice) => (
                <Alert key={notice} type="warning" showIcon title={notice} data-testid="batch-notice" />
              ))}
              <div className="kg-batch__items">
                {items.map((item) => (
                  <Tag key={item.name}>{item.label}</Tag>
                ))}
              </div>
            </>
          )}
        </div>
      ) : (
        <div className="kg-batch" data-testid="batch-running">
          <Progress
            percent={percent}
            status={done ? (printed === 0 ? 'exception' : 'success') : 'active'}
            format={() => (progress ? `${progress.Done} / ${progress.Total}` : '')}
            data-testid="batch-progress"
            data-done={progress?.Done ?? 0}
            data-total={progress?.Total ?? 0}
          />
          <div
            className="kg-batch__status"
            data-testid="batch-status"
            data-state={progress?.Status ?? 'starting'}
          >
            {status}
          </div>
          {job.progressError && (
            <Alert
              type="error"
              showIcon
              title={t('reports.batch.progressFailed', { msg: job.progressError.message })}
            />
          )}
          {done && printed === 0 && <Alert type="error" showIcon title={t('reports.batch.nothingPrinted')} />}
          {Boolean(progress?.Failures.length) && (
            <Table
              className="kg-batch__failures"
              size="small"
              rowKey={(row) => row.Name}
              pagination={false}
              scroll={{ y: 180 }}
              title={() => t('reports.batch.failuresTitle')}
              dataSource={progress?.Failures}
              columns={[
                { key: 'name', title: t('reports.batch.colName'), dataIndex: 'Name', width: 200 },
                { key: 'msg', title: t('reports.batch.colReason'), dataIndex: 'Msg' },
              ]}
              data-testid="batch-failures"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
