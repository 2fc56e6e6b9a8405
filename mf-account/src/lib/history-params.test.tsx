import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@playhub/shared/router';
import { parseHistoryState, useHistoryParams, writeHistoryState } from './history-params';

const spec = { type: [0, 1, 2], status: [0, 1, 2, 3, 4, 5, 6] } as const;
const parse = (search: string) => parseHistoryState(new URLSearchParams(search), spec);

describe('history URL state', () => {
  it('reads filters and a one-based page', () => {
    expect(parse('?type=2&status=4&page=3')).toEqual({ filters: { type: 2, status: 4 }, page: 2 });
  });

  it('no parameters are the defaults', () => {
    expect(parse('')).toEqual({ filters: { type: 0, status: 0 }, page: 0 });
  });

  it.each([
    '?page=-3&type=zzz',
    '?page=0&type=9&status=-1',
    '?page=1.5&type=1e0&status=%20',
    '?page=99999999999&type=&status=01x',
    '?page=abc&type=2.0',
  ])('a broken URL %s reads as the defaults', (search) => {
    expect(parse(search)).toEqual({ filters: { type: 0, status: 0 }, page: 0 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('?ref=mail&type=1&page=4');
    expect(writeHistoryState(current, spec, { filters: { type: 2, status: 0 }, page: 1 }).toString()).toBe(
      'ref=mail&type=2&page=2',
    );
    expect(writeHistoryState(current, spec, { filters: { type: 0, status: 0 }, page: 0 }).toString()).toBe(
      'ref=mail',
    );
  });

  it('what it writes reads back the same', () => {
    const state = { filters: { type: 1 as const, status: 6 as const }, page: 7 };
    expect(parseHistoryState(writeHistoryState(new URLSearchParams(), spec, state), spec)).toEqual(state);
  });
});

describe('useHistoryParams', () => {
  const render = (url: string) =>
    renderHook(() => ({ params: useHistoryParams(spec), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      ),
    });

  it('a second filter picked before the first is rendered keeps both', () => {
    const { result } = render('/history?ref=mail');
    act(() => {
      result.current.params.setFilter('type', 2);
      result.current.params.setFilter('status', 4);
    });
    expect(result.current.location.search).toBe('?ref=mail&type=2&status=4');
    expect(result.current.params.filters).toEqual({ type: 2, status: 4 });
  });

  it('a filter goes back to the first page; a page change keeps the filters', () => {
    const { result } = render('/history?type=1&page=3');
    act(() => result.current.params.setFilter('status', 6));
    expect(result.current.location.search).toBe('?type=1&status=6');
    act(() => result.current.params.setPage(4));
    expect(result.current.location.search).toBe('?type=1&status=6&page=5');
  });
});
