import { Card, Group, Stack, Text, type TableTrProps } from '@mantine/core';
import { Fragment, type Key, type ReactNode } from 'react';
import { shownColumns, type CardSlot, type ListColumn } from './list-column';
import { ListLayoutContext } from './list-layout';
import classes from './responsive-list.module.css';

interface ListCardsProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  columns: ReadonlyArray<ListColumn<T> | false>;
  rowProps?: (item: T) => TableTrProps;
}

const isShown = (value: ReactNode) => value !== null && value !== undefined && value !== false && value !== '';

/**
 * A list on a phone: one card per row, its key facts as the heading, its status beside them, the other columns as
 * labelled facts and its actions as full-width buttons (docs/product/screens-and-navigation.md#lists-on-a-phone).
 */
export function ListCards<T>({ label, items, itemKey, columns, rowProps }: ListCardsProps<T>) {
  const shown = shownColumns(columns);
  const inSlot = (slot: CardSlot) => shown.filter((column) => (column.card ?? 'fact') === slot);
  const value = (column: ListColumn<T>, item: T) => (column.cardCell ?? column.cell)(item);
  return (
    <ListLayoutContext value="cards">
      <Stack component="ul" gap="sm" aria-label={label} className={classes.cards}>
        {items.map((item) => {
          const facts = inSlot('fact')
            .map((column) => ({ column, value: value(column, item) }))
            .filter((fact) => isShown(fact.value));
          const actions = inSlot('actions').map((column) => value(column, item));
          const { id, bg, style } = rowProps?.(item) ?? {};
          return (
            <Card component="li" key={itemKey(item)} id={id} bg={bg} style={style} withBorder padding="sm">
              <Stack gap="sm">
                {inSlot('media').map((column, index) => (
                  <Fragment key={index}>{value(column, item)}</Fragment>
                ))}
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {inSlot('title').map((column, index) => (
                      <span key={index}>
                        {index > 0 && ' '}
                        {value(column, item)}
                      </span>
                    ))}
                  </Text>
                  <Group gap="xs" className={classes.status}>
                    {inSlot('status').map((column, index) => (
                      <span key={index}>{value(column, item)}</span>
                    ))}
                  </Group>
                </Group>
                {facts.length > 0 && (
                  <dl className={classes.facts}>
                    {facts.map(({ column, value }, index) => (
                      <div key={index} style={{ display: 'contents' }}>
                        <dt>{column.header}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions.some(isShown) && (
                  <Stack gap="xs">
                    {actions.map((action, index) => (
                      <Fragment key={index}>{action}</Fragment>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </ListLayoutContext>
  );
}
