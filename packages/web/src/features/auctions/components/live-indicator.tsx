import { Badge } from '@mantine/core';
import { auctionsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { ChannelStatus } from '../realtime/auction-channel';

/** Each status's colour and the key of its word in the catalogue. */
const LOOK = {
  live: { color: 'green', key: 'live.live' },
  connecting: { color: 'gray', key: 'live.connecting' },
  reconnecting: { color: 'yellow', key: 'live.reconnecting' },
  offline: { color: 'gray', key: 'live.offline' },
} as const satisfies Record<ChannelStatus, { color: string; key: string }>;

/** Whether new bids arrive by themselves right now. */
export function LiveIndicator({ status }: { status: ChannelStatus }) {
  const t = useTexts(auctionsTexts);
  const { color, key } = LOOK[status];
  const label = t(key);
  return (
    <Badge
      color={color}
      variant="dot"
      size="lg"
      role="status"
      aria-live="polite"
      aria-label={t('live.label', { status: label })}
    >
      {label}
    </Badge>
  );
}
