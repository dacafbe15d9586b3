import { useEffect } from 'react';
import { pageDrawn } from '../../../lib/page-drawn';
import { hasRole, useSession } from '../../../lib/session';

/** Starts the outbid toasts of `userId`; answers the function that stops them. */
export type StartOutbidToasts = (userId: number) => () => void;

/**
 * The STOMP client and the toasts are a chunk of their own, downloaded only once the page is drawn and the browser is
 * idle: they are no part of any page's first download (the logged-in pages' speed targets are in bench/README.md).
 */
const loadOutbidToasts = async (): Promise<StartOutbidToasts> => (await import('./outbid-toasts')).startOutbidToasts;

/** Runs `task` once the first page is drawn, the window has loaded and the browser is idle; answers a cancel. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  void pageDrawn.then(() => {
    if (cancelled) return;
    const idle = () => {
      if (cancelled) return;
      // Safari has no requestIdleCallback: a short delay instead.
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(task, { timeout: 5_000 });
        cancelWait = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(task, 200);
        cancelWait = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') idle();
    else {
      window.addEventListener('load', idle, { once: true });
      cancelWait = () => window.removeEventListener('load', idle);
    }
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/**
 * A logged-in customer learns on any page of the app that someone outbid them (docs/product/auctions.md#outbid-alerts):
 * a toast per alert on their `/user/queue/outbid`. Admins do not bid, so they are never outbid. Draws nothing.
 */
export function OutbidAlerts({ load = loadOutbidToasts }: { load?: () => Promise<StartOutbidToasts> }) {
  const session = useSession();
  const customerId = hasRole(session, 'CUSTOMER') ? session?.claims.userId : undefined;

  useEffect(() => {
    if (customerId === undefined) return;
    let stopped = false;
    let stop = () => {};
    const cancel = whenIdle(() => {
      void load().then((start) => {
        if (!stopped) stop = start(customerId);
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop();
    };
  }, [customerId, load]);

  return null;
}
