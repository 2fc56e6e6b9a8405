import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../routing/not-found-page';

/** `/pages/:id` content page (filled in by the shell issue). */
export function StaticPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return <section data-page-id={id} />;
}
