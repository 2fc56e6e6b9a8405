import { Spinner } from '@playhub/kit/ui-kit';

/** Suspense fallback while a page chunk loads. */
export function PageLoading() {
  return <Spinner block size={36} />;
}
