import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Where a column's value goes on a phone's card: above everything (`media`: a car's photo), in the heading line
 * (`title`, the row's key facts), beside it as its `status`, as a labelled `fact`, among the full-width `actions` at
 * the bottom, or nowhere (`none`).
 */
export type CardSlot = 'media' | 'title' | 'status' | 'fact' | 'actions' | 'none';

/** One column of a list: its header and cell in the table, its place on the card. */
export interface ListColumn<T> {
  /** The header cell's text (the page's own, docs/product), and the fact's label on a card. */
  header: string;
  cell: (item: T) => ReactNode;
  /** Default `fact`. */
  card?: CardSlot;
  /** What the card shows instead of the cell ("#12" rather than "12", a badge rather than a word). */
  cardCell?: (item: T) => ReactNode;
  /** Drawn on the card only: the table shows the same thing in another column. */
  cardOnly?: boolean;
  /** The cell names its row (a `th scope="row"`). */
  rowHeader?: boolean;
  cellProps?: TableTdProps;
}

/** The columns shown to this visitor: `false` leaves out one shown only to some. */
export const shownColumns = <T>(columns: ReadonlyArray<ListColumn<T> | false>) =>
  columns.filter((column): column is ListColumn<T> => column !== false);
