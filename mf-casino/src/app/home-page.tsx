import { useBootstrap } from '@playhub/shared/bootstrap';

/** Home lobby: the bootstrap's casino categories. */
export function HomePage() {
  const data = useBootstrap();
  return (
    <section aria-labelledby="home-title" data-testid="casino-home">
      <h1 id="home-title">Casino</h1>
      <ul>
        {data?.casinoCategoryList.map((c) => (
          <li key={c.id}>{c.name}</li>
        ))}
      </ul>
    </section>
  );
}
