import { usePagedList } from '../../../components/paging/use-paged-list';
import { usePaymentsCount } from '../api/get-payments-count';
import { usePaymentsPage } from '../api/get-payments-page';

/** One page of payments with its count, the page kept in the URL and clamped to the last page. */
export function usePagedPayments(pageKey?: string) {
  const count = usePaymentsCount();
  const { page, setPage, pageCount } = usePagedList(count.data, pageKey);
  const payments = usePaymentsPage(page);

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
