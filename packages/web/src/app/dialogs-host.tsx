import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { dialogsHostReady } from '../lib/dialogs';
import { LocalizedTheme } from './localized-theme';

/** Marks the host ready; after the provider in the tree, so its effects (the event listeners) have already run. */
function Ready() {
  useEffect(dialogsHostReady, []);
  return null;
}

/**
 * Mantine's dialogs host, loaded with `lazy` after the first page (lib/dialogs.ts says why). Beside the page rather than
 * around it: dialogs are opened through `modals.*` events, never through the provider's context.
 */
export function DialogsHost() {
  return (
    <LocalizedTheme>
      <ModalsProvider />
      <Ready />
    </LocalizedTheme>
  );
}
