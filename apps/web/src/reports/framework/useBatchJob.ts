import type { TBatchFormat, TReportQuery } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { batchFileName } from './batchNames';
import { batchProgress, batchResult, downloadStored, startBatch } from './pdf.api';
import { usePdfFailure } from './usePdfFailure';

/** One report of a batch: its query and its file name inside the zip. */
export type TBatchItem = { query: TReportQuery; name: string };

/** The progress bar follows the job about this often (issue 4: a bar that visibly moves). */
export const BATCH_POLL_MS = 700;

/**
 * A batch job on the server (StartBatch, BatchProgress, BatchResult): starts it, follows its
 * progress until done, and downloads the merged PDF or the zip under the batch's name.
 */
export function useBatchJob() {
  const fail = usePdfFailure();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState<TBatchFormat | null>(null);

  const progress = useQuery({
    queryKey: ['pdf', 'batch', jobId] as const,
    enabled: jobId !== null,
    queryFn: ({ signal }) => batchProgress(jobId ?? '', signal),
    refetchInterval: (query) =>
      query.state.data?.Status === 'done' || query.state.status === 'error' ? false : BATCH_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });

  const start = useCallback(
    async (route: string, name: string, items: TBatchItem[]) => {
      setStarting(true);
      try {
        setJobId(await startBatch({ route, name, items }));
      } catch (error) {
        fail(error);
      } finally {
        setStarting(false);
      }
    },
    [fail],
  );

  const download = useCallback(
    async (format: TBatchFormat) => {
      const job = progress.data;
      if (!jobId || !job || downloading) return;
      setDownloading(format);
      try {
        await downloadStored(await batchResult(jobId, format), batchFileName(job.Name, format));
      } catch (error) {
        fail(error);
      } finally {
        setDownloading(null);
      }
    },
    [downloading, fail, jobId, progress.data],
  );

  return {
    jobId,
    starting,
    progress: progress.data,
    progressError: progress.error,
    start,
    download,
    downloading,
    reset: () => setJobId(null),
  };
}
