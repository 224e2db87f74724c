import { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageLoading } from './PageLoading';
import { pageFor } from './registry';

/** Only a navigation entry without a page shows it: its own chunk. */
const UnderConstruction = lazy(() =>
  import('../../features/not-found/UnderConstruction').then((m) => ({ default: m.UnderConstruction })),
);

/** Renders the registered page for a path, or the under-construction notice when none ships yet. */
export function PageView({ path }: { path: string }) {
  const Page = pageFor(path);
  if (!Page)
    return (
      <Suspense fallback={<PageLoading />}>
        <UnderConstruction />
      </Suspense>
    );
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
