import { Text } from '@mantine/core';
import { auditTexts as texts, formatWallClock, type AuditEntry } from '@wayfare/common';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { AuditChanges } from './audit-changes';
import { entityLabel } from './audit-values';

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.actorId === null) return <Text size="sm">{texts.system}</Text>;
  return (
    <>
      <Text size="sm">{entry.actorEmail}</Text>
      <Text size="xs" c="dimmed">{`User #${entry.actorId}`}</Text>
    </>
  );
}

/**
 * One row per entry, newest first: when, who (an administrator, or the scheduler), what was done to which thing, and
 * the fields it changed; on a phone, one card per entry headed by what was done.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ResponsiveList
      label={texts.title}
      minWidth={760}
      items={entries}
      itemKey={(entry) => entry.id}
      columns={[
        {
          header: texts.when,
          cell: (entry) => formatWallClock(entry.at),
          cellProps: { style: { whiteSpace: 'nowrap' } },
        },
        { header: texts.who, cell: (entry) => <Who entry={entry} /> },
        {
          header: texts.what,
          card: 'title',
          cell: (entry) => (
            <>
              <Text size="sm" fw={500}>{`${entityLabel(entry.entity)} #${entry.entityId}`}</Text>
              <Text size="xs" c="dimmed">
                {entry.action}
              </Text>
            </>
          ),
          cardCell: (entry) => `${entityLabel(entry.entity)} #${entry.entityId} · ${entry.action}`,
        },
        { header: texts.changes, cell: (entry) => <AuditChanges entry={entry} /> },
      ]}
    />
  );
}
