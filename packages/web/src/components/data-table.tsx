import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { componentsTexts } from '@wayfare/common';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n/use-texts';

interface DataTableProps {
  /** The table's accessible name, e.g. "All payments". */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Header cells in order; `false` leaves out a column shown only to some users. */
  columns: ReadonlyArray<string | false>;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * Every list table of the app: real header cells, striped rows, and a scroll region that is focusable and named,
 * so on a phone the table scrolls sideways by touch and by keyboard.
 */
export function DataTable({ label, minWidth, columns, children }: DataTableProps) {
  const t = useTexts(componentsTexts);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('dataTable.scrollRegion', { label })}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns
              .filter((column): column is string => column !== false)
              .map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
