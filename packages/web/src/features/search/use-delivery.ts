import { useDebouncedCallback } from '@mantine/hooks';
import { useUrlBackedState } from './use-url-backed-state';

/**
 * Car delivery as the page shows it, kept in step with the URL's `delivery` parameter. Prices and
 * booking links follow each key stroke, while the URL is written a moment after typing stops, so
 * typing an address does not navigate on every key.
 */
export function useDelivery(fromUrl: string | null, writeUrl: (delivery: string | null) => void) {
  const [delivery, setDelivery] = useUrlBackedState(fromUrl);
  const writeLater = useDebouncedCallback(writeUrl, 400);

  const setTicked = (ticked: boolean) => {
    // A pending address write would otherwise tick delivery again after it was unticked.
    writeLater.cancel();
    const next = ticked ? (delivery ?? '') : null;
    setDelivery(next);
    writeUrl(next);
  };
  const setAddress = (address: string) => {
    setDelivery(address);
    // Written as typed: a trimmed copy coming back from the URL would eat the space just typed.
    writeLater(address);
  };
  return { delivery, setTicked, setAddress, flush: writeLater.flush };
}
