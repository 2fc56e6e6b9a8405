import { http, type HttpHandler } from 'msw';
import { apiBaseUrl } from '../api';
import { server } from './server';

/** An API call as 'METHOD path', the path under `api/` without its query: 'POST auth/login'. */
export type ApiRoute = `${'GET' | 'POST'} ${string}`;

type ApiMethod = ApiRoute extends `${infer Method} ${string}` ? Method : never;

/** An answer in the API's envelope `{ success, message, data }`. */
export interface ApiReply {
  /** HTTP status: 200, or 422 when `success` is false. */
  status?: number;
  /** Whether the call succeeded: `status < 400` unless told. */
  success?: boolean;
  /** The envelope's message ('' unless told). */
  message?: string;
  /** The envelope's data (null unless told). */
  data?: unknown;
}

/** One request the fake API answered. */
export interface ApiCall {
  route: ApiRoute;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The parsed JSON body of a POST; undefined for a GET. */
  body: unknown;
  /** The request headers, names in lower case. */
  headers: Record<string, string>;
}

/**
 * Answers a call: an envelope, or a `Response` of its own (`Response.error()` is a network failure).
 * A promise holds the answer back until the test settles it.
 */
export type ApiResolver = (call: ApiCall) => ApiReply | Response | Promise<ApiReply | Response>;

/** Canned answers by route: a fixed envelope, or a resolver called for every request. */
export type ApiRoutes = Partial<Record<ApiRoute, ApiReply | ApiResolver>>;

/** The calls a {@link fakeApi} answered. */
export interface FakeApi {
  /** Every call, in the order they arrived. */
  calls: ApiCall[];
  /** The calls of one route. */
  called: (route: ApiRoute) => ApiCall[];
}

/** The response the API sends for `reply`, as the API client parses it. */
export function apiResponse({ status, success, message = '', data = null }: ApiReply = {}): Response {
  const code = status ?? (success === false ? 422 : 200);
  return Response.json({ success: success ?? code < 400, message, data }, { status: code });
}

const handlerOf = { GET: http.get, POST: http.post } satisfies Record<ApiMethod, typeof http.get>;

function parseRoute(route: ApiRoute): { method: ApiMethod; path: string } {
  const gap = route.indexOf(' ');
  return { method: route.slice(0, gap) as ApiMethod, path: route.slice(gap + 1) };
}

async function readCall(route: ApiRoute, request: Request): Promise<ApiCall> {
  return {
    route,
    query: Object.fromEntries(new URL(request.url).searchParams),
    body: request.method === 'POST' ? await request.json() : undefined,
    headers: Object.fromEntries(request.headers),
  };
}

/** MSW handlers answering `routes` under the page's `api/`; each call is pushed onto `calls`. */
export function apiHandlers(routes: ApiRoutes, calls: ApiCall[] = []): HttpHandler[] {
  return (Object.entries(routes) as Array<[ApiRoute, ApiReply | ApiResolver]>).map(([route, answer]) => {
    const { method, path } = parseRoute(route);
    return handlerOf[method](new URL(path, apiBaseUrl()).href, async ({ request }) => {
      const call = await readCall(route, request);
      calls.push(call);
      const reply = typeof answer === 'function' ? await answer(call) : answer;
      return reply instanceof Response ? reply : apiResponse(reply);
    });
  });
}

/**
 * Answers `routes` for the running test, in front of anything answered before, so the real API
 * client and its schemas run against real responses. jest/setup.ts removes them after the test.
 */
export function fakeApi(routes: ApiRoutes): FakeApi {
  const calls: ApiCall[] = [];
  server.use(...apiHandlers(routes, calls));
  return { calls, called: (route) => calls.filter((call) => call.route === route) };
}
