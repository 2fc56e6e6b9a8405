/** A fake of the API for Jest: routes `path` → data, answered in the `{ success, message, data }` envelope. */
export type FakeRoutes = Record<string, unknown | ((body: unknown) => unknown)>;

/** Installs `fetch` answering from `routes`; returns the recorded calls. */
export function installFakeApi(routes: FakeRoutes) {
  const calls: Array<{ path: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const route = routes[path];
    const found = route !== undefined;
    const data = typeof route === 'function' ? (route as (b: unknown) => unknown)(body) : route;
    const payload = found
      ? { success: true, message: '', data }
      : { success: false, message: 'Not found', data: null };
    return {
      ok: found,
      status: found ? 200 : 404,
      statusText: found ? 'OK' : 'Not Found',
      url: url.toString(),
      json: async () => payload,
    } as Response;
  }) as typeof fetch;
  return calls;
}
