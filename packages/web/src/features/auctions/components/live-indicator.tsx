import { Badge } from '@mantine/core';
import type { ChannelStatus } from '../realtime/auction-channel';

const LOOK: Record<ChannelStatus, { color: string; label: string }> = {
  live: { color: 'green', label: 'Live' },
  connecting: { color: 'gray', label: 'Connecting…' },
  reconnecting: { color: 'yellow', label: 'Reconnecting…' },
  offline: { color: 'gray', label: 'Not live' },
};

/** Whether new bids arrive by themselves right now. */
export function LiveIndicator({ status }: { status: ChannelStatus }) {
  const { color, label } = LOOK[status];
  return (
    <Badge color={color} variant="dot" size="lg" role="status" aria-live="polite" aria-label={`Live updates: ${label}`}>
      {label}
    </Badge>
  );
}
