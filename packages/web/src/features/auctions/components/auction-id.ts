import { useSearchParams } from 'react-router';

/** `?auctionId=` as a positive whole number, or null when missing or malformed. */
export function useAuctionIdParam(): number | null {
  const raw = useSearchParams()[0].get('auctionId') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
