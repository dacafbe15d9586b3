import { EmptyState, Text } from '@mantine/core';
import { componentsTexts } from '@wayfare/common';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/use-texts';
import { PageSpinner } from '../page-spinner';
import { Paging } from '../paging/paging';

/**
 * What a list's rows are, and the sentence of each when they could not be loaded ("The {what} could not be loaded"):
 * a whole sentence per list, since German and French words for the rows differ in gender and number. A new list adds
 * its rows here and its sentence to the components namespace.
 */
const LOAD_FAILED = {
  'audit log': 'list.loadFailed.auditLog',
  auctions: 'list.loadFailed.auctions',
  bookings: 'list.loadFailed.bookings',
  cars: 'list.loadFailed.cars',
  messages: 'list.loadFailed.messages',
  payments: 'list.loadFailed.payments',
} as const;

export type ListRows = keyof typeof LOAD_FAILED;

interface ListPageBodyProps<Data> {
  /** The list's rows in words, for the error: "The {what} could not be loaded". */
  what: ListRows;
  icon: ReactNode;
  /** The queries the list waits for (a page and its count, or one that answers both). */
  queries: ReadonlyArray<{ isPending: boolean; isError: boolean }>;
  /** The page's rows; undefined once loaded means the list could not be read. */
  data: Data | undefined;
  isEmpty: boolean;
  /** An empty list's message, in the page's language: a title (and a line under it), or a plain dimmed sentence. */
  empty: { title: string; description?: string } | string;
  /** Absent for a list that comes whole. */
  paging?: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** The table (cards on a phone) of the loaded rows. */
  children: (data: Data) => ReactNode;
}

/**
 * The body of every list page, in the same order everywhere (docs/product/screens-and-navigation.md#lists-on-a-phone):
 * a spinner while loading, what went wrong, what an empty list means, or the rows and the pages under them.
 */
export function ListPageBody<Data>({
  what,
  icon,
  queries,
  data,
  isEmpty,
  empty,
  paging,
  children,
}: ListPageBodyProps<Data>) {
  const t = useTexts(componentsTexts);
  if (queries.some((query) => query.isPending)) return <PageSpinner />;
  if (queries.some((query) => query.isError) || data === undefined) {
    return <EmptyState title={t(LOAD_FAILED[what])} description={t('list.tryAgain')} icon={icon} />;
  }
  if (isEmpty) {
    return typeof empty === 'string' ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <EmptyState title={empty.title} description={empty.description} icon={icon} />
    );
  }
  return (
    <>
      {children(data)}
      {paging && <Paging {...paging} />}
    </>
  );
}
