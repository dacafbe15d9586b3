import { Text } from '@mantine/core';
import { adminTexts, formatWallClock, type AuditEntry } from '@wayfare/common';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { AuditChanges } from './audit-changes';
import { actionLabel, entityLabel } from './audit-values';

function Who({ entry }: { entry: AuditEntry }) {
  const t = useTexts(adminTexts);
  if (entry.actorId === null) return <Text size="sm">{t('audit.system')}</Text>;
  return (
    <>
      <Text size="sm">{entry.actorEmail}</Text>
      <Text size="xs" c="dimmed">
        {t('audit.user', { id: entry.actorId })}
      </Text>
    </>
  );
}

/**
 * One row per entry, newest first: when, who (an administrator, or the scheduler), what was done to which thing, and
 * the fields it changed; on a phone, one card per entry headed by what was done.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const thing = (entry: AuditEntry) => t('audit.thing', { entity: entityLabel(t, entry.entity), id: entry.entityId });
  return (
    <ResponsiveList
      label={t('audit.title')}
      minWidth={760}
      items={entries}
      itemKey={(entry) => entry.id}
      columns={[
        {
          header: t('audit.when'),
          cell: (entry) => formatWallClock(entry.at, locale),
          cellProps: { style: { whiteSpace: 'nowrap' } },
        },
        { header: t('audit.who'), cell: (entry) => <Who entry={entry} /> },
        {
          header: t('audit.what'),
          card: 'title',
          cell: (entry) => (
            <>
              <Text size="sm" fw={500}>
                {thing(entry)}
              </Text>
              <Text size="xs" c="dimmed">
                {actionLabel(t, entry.action)}
              </Text>
            </>
          ),
          cardCell: (entry) => `${thing(entry)} · ${actionLabel(t, entry.action)}`,
        },
        { header: t('audit.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
      ]}
    />
  );
}
