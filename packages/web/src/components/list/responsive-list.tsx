import '@mantine/core/styles/Table.css';
import { Table, type TableTrProps } from '@mantine/core';
import type { Key } from 'react';
import { DataTable } from '../data-table';
import { ListCards } from './list-cards';
import { shownColumns, type ListColumn } from './list-column';
import { useScreenListLayout } from './list-layout';

interface ResponsiveListProps<T> {
  /** The list's accessible name, e.g. "All payments", the table's and the cards' alike. */
  label: string;
  /** Below this width the table scrolls sideways (from 768 px up: below, cards are drawn instead). */
  minWidth: number;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** In the table's order; `false` leaves out a column shown only to some visitors. */
  columns: ReadonlyArray<ListColumn<T> | false>;
  /** A row's own attributes (an anchor's id, a highlight); a card gets its id, background and style. */
  rowProps?: (item: T) => TableTrProps;
}

/**
 * Every list of the app, drawn from one set of columns: a table with real header cells from 768 px up, and below it
 * cards whose actions are full-width buttons (docs/product/screens-and-navigation.md#lists-on-a-phone).
 */
export function ResponsiveList<T>({ label, minWidth, items, itemKey, columns, rowProps }: ResponsiveListProps<T>) {
  const layout = useScreenListLayout();
  if (layout === 'cards') {
    return <ListCards label={label} items={items} itemKey={itemKey} columns={columns} rowProps={rowProps} />;
  }
  const inTable = shownColumns(columns).filter((column) => !column.cardOnly);
  return (
    <DataTable label={label} minWidth={minWidth} columns={inTable.map((column) => column.header)}>
      {items.map((item) => (
        <Table.Tr key={itemKey(item)} {...rowProps?.(item)}>
          {inTable.map((column, index) =>
            column.rowHeader ? (
              <Table.Th key={index} scope="row">
                {column.cell(item)}
              </Table.Th>
            ) : (
              <Table.Td key={index} {...column.cellProps}>
                {column.cell(item)}
              </Table.Td>
            ),
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
