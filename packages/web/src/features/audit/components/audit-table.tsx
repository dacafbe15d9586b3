import { Table, Text } from '@mantine/core';
import { auditTexts as texts, formatWallClock, type AuditEntry } from '@wayfare/common';
import { DataTable } from '../../../components/data-table';
import { AuditChanges } from './audit-changes';
import { entityLabel } from './audit-values';

/**
 * One row per entry, newest first: when, who (an administrator, or the scheduler), what was done to which thing, and
 * the fields it changed.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable label={texts.title} minWidth={760} columns={[texts.when, texts.who, texts.what, texts.changes]}>
      {entries.map((entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWallClock(entry.at)}</Table.Td>
          <Table.Td>
            {entry.actorId === null ? (
              <Text size="sm">{texts.system}</Text>
            ) : (
              <>
                <Text size="sm">{entry.actorEmail}</Text>
                <Text size="xs" c="dimmed">{`User #${entry.actorId}`}</Text>
              </>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={500}>{`${entityLabel(entry.entity)} #${entry.entityId}`}</Text>
            <Text size="xs" c="dimmed">
              {entry.action}
            </Text>
          </Table.Td>
          <Table.Td>
            <AuditChanges entry={entry} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
