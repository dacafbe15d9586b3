import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** How a list is drawn: a table from 768 px up, cards below (docs/product/screens-and-navigation.md#lists-on-a-phone). */
export type ListLayout = 'table' | 'cards';

/** Below Mantine's `sm` breakpoint (48em, 768 px): the width at which tables give way to cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export const ListLayoutContext = createContext<ListLayout>('table');

/** Whether the list around a component is drawn as a table or as cards; a row's actions size themselves by it. */
export const useListLayout = () => useContext(ListLayoutContext);

/** An action's button size: small in a table's row, full-sized (and full-width) on a card. */
export const useListButtonSize = () => (useListLayout() === 'cards' ? 'md' : 'xs');

/**
 * The layout for the screen's width. Read synchronously on the first render, so a phone never draws the table first:
 * the lists are drawn in the browser only (never prerendered, docs/decisions/017-lists-switch-by-a-media-query.md).
 */
export function useScreenListLayout(): ListLayout {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ? 'cards' : 'table';
}
