import { List, Text } from '@mantine/core';
import { adminTexts, type AuditEntry } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { fieldChanges } from './audit-values';

/**
 * An entry's fields, one per line: "field: before → after" for a change, the one value a create or a delete has
 * (docs/product/admin-tools.md#audit-log).
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const t = useTexts(adminTexts);
  const changes = fieldChanges(entry);
  if (changes.length === 0) return <Text c="dimmed">{t('audit.noChange')}</Text>;
  return (
    <List
      size="sm"
      spacing={2}
      listStyleType="none"
      style={{ paddingInlineStart: 0 }}
      styles={{ itemWrapper: { overflowWrap: 'anywhere' } }}
    >
      {changes.map(({ field, before, after }) => (
        <List.Item key={field}>
          <Text span fw={600}>
            {field}
          </Text>
          {': '}
          {before !== undefined && (
            <Text
              span
              c={after !== undefined ? 'dimmed' : undefined}
              td={after !== undefined ? 'line-through' : undefined}
            >
              {before}
            </Text>
          )}
          {before !== undefined && after !== undefined && ' → '}
          {after !== undefined && <Text span>{after}</Text>}
        </List.Item>
      ))}
    </List>
  );
}
