import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './use-paged-list';

function at(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

function renderPagedList(url: string, count: number | undefined, key?: string) {
  return renderHook(
    ({ count }) => ({ list: usePagedList(count, key, 10), location: useLocation(), navigation: useNavigationType() }),
    { wrapper: at(url), initialProps: { count } },
  );
}

describe('usePagedList', () => {
  it('counts the pages the items fill', () => {
    const { result } = renderPagedList('/cars?page=1', 21);
    expect(result.current.list.pageCount).toBe(3);
    expect(result.current.list.page).toBe(1);
  });

  it('moves a page past the end to the last page, replacing the URL rather than adding to the history', async () => {
    const { result } = renderPagedList('/cars?page=7', 25);
    await waitFor(() => expect(result.current.list.page).toBe(2));
    expect(result.current.location.search).toBe('?page=2');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('moves the page back when the count shrinks under it (the last item of the last page deleted)', async () => {
    const { result, rerender } = renderPagedList('/cars?page=2', 21);
    expect(result.current.list.page).toBe(2);
    rerender({ count: 20 });
    await waitFor(() => expect(result.current.list.page).toBe(1));
    expect(result.current.location.search).toBe('?page=1');
  });

  it('clamps the page under its own key and leaves the other keys alone', async () => {
    const { result } = renderPagedList('/my-profile?paymentsPage=4&bookingsPage=9', 5, 'bookingsPage');
    await waitFor(() => expect(result.current.list.page).toBe(0));
    expect(result.current.location.search).toBe('?paymentsPage=4');
  });

  it('leaves the page alone while the count is loading and when the list is empty', () => {
    const loading = renderPagedList('/cars?page=3', undefined);
    expect(loading.result.current.list.page).toBe(3);
    expect(loading.result.current.location.search).toBe('?page=3');

    const empty = renderPagedList('/cars?page=3', 0);
    expect(empty.result.current.list.pageCount).toBe(0);
    expect(empty.result.current.list.page).toBe(3);
    expect(empty.result.current.location.search).toBe('?page=3');
  });
});
