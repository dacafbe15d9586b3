import { PAGE_SIZE } from '@wayfare/common';
import { useEffect } from 'react';
import { pageCountOf, usePageParam } from '../../../components/paging/use-page-param';
import { usePaymentsCount } from '../api/get-payments-count';
import { usePaymentsPage } from '../api/get-payments-page';

/** One page of payments with its count, the page kept in the URL and clamped to the last page. */
export function usePagedPayments(pageKey?: string) {
  const [page, setPage] = usePageParam(pageKey);
  const count = usePaymentsCount();
  const payments = usePaymentsPage(page);
  const pageCount = pageCountOf(count.data ?? 0, PAGE_SIZE);

  useEffect(() => {
    if (count.data !== undefined && pageCount > 0 && page >= pageCount) setPage(pageCount - 1, { replace: true });
  }, [count.data, page, pageCount, setPage]);

  return {
    page,
    setPage,
    pageCount,
    count: count.data,
    payments: payments.data,
    isPending: count.isPending || payments.isPending,
    isError: count.isError || payments.isError,
  };
}
