import { Suspense } from 'react';
import { UnderConstruction } from '../../features/not-found/UnderConstruction';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageLoading } from './PageLoading';
import { pageFor } from './registry';

/** Renders the registered page for a path, or the under-construction notice when none ships yet. */
export function PageView({ path }: { path: string }) {
  const Page = pageFor(path);
  if (!Page) return <UnderConstruction />;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
