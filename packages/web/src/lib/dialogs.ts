import { modals } from '@mantine/modals';

/**
 * The app's dialogs (the "Oops..." dialog, alerts, confirmations, prompts) are opened through here, never with
 * `modals` from @mantine/modals directly. Mantine's dialogs host, with its scroll lock, focus trap and scroll area, is
 * ~14 kB gzip that no page needs before its first dialog, so the providers draw it after the first page
 * (app/dialogs-host.tsx); a dialog asked for before then opens as soon as the host listens, instead of being lost.
 */
type Dialogs = typeof modals;

let hostListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  hostListening = resolve;
});

/** Called by the host once it listens for dialogs. */
export function dialogsHostReady(): void {
  hostListening();
}

/** Runs `open` with Mantine's dialogs API once the host is there: at once, or right after it is drawn. */
export function withDialogs(open: (dialogs: Dialogs) => void): void {
  void listening.then(() => open(modals));
}
