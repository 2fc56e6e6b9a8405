import { Spinner } from '@playhub/kit/ui-kit';

/** Suspense fallback while the sheet's chunk loads. */
export function DialogLoading() {
  return <Spinner block />;
}
