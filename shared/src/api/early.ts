/**
 * GET requests index.html starts before any script of ours has loaded (composition.json, the bootstrap
 * call), keyed by URL with the headers they were sent with. The client adopts one only when it would send exactly that
 * request — same URL, same headers — and only once; otherwise it asks the server itself.
 */
export interface EarlyRequest {
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __playhubEarly?: Record<string, EarlyRequest | undefined>;
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const entries = (h: Record<string, string>) =>
    JSON.stringify(
      Object.entries(h)
        .map(([k, v]) => [k.toLowerCase(), v])
        .sort(),
    );
  return entries(a) === entries(b);
};

/** The early response for this exact request, handed over once; undefined when there is none. */
export function adoptEarlyRequest(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__playhubEarly;
  const request = early?.[url];
  if (!early || !request) return undefined;
  delete early[url];
  return sameHeaders(request.headers, headers) ? request.response : undefined;
}
