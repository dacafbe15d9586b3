import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { adminTexts, AUDIT_ENTITIES, type AuditEntity } from '@wayfare/common';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { AuditFilters } from '../api/get-audit-page';
import { entityLabel } from './audit-values';

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** The audit log's filters (docs/product/admin-tools.md#audit-log): what kind of thing, and which admin wrote. */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const t = useTexts(adminTexts);
  const [entity, setEntity] = useState<string>(filters.entity ?? '');
  const [userId, setUserId] = useState(filters.userId ? String(filters.userId) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(userId);
    onChange({
      entity: entity === '' ? undefined : (entity as AuditEntity),
      userId: Number.isInteger(id) && id > 0 ? id : undefined,
    });
  };
  const clear = () => {
    setEntity('');
    setUserId('');
    onChange({});
  };

  return (
    <form onSubmit={submit} aria-label={t('audit.filter')}>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <NativeSelect
          label={t('audit.entity')}
          value={entity}
          onChange={(event) => setEntity(event.currentTarget.value)}
          data={[
            { value: '', label: t('audit.anyEntity') },
            ...AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(t, e) })),
          ]}
        />
        <TextInput
          label={t('audit.userId')}
          inputMode="numeric"
          w={130}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="subtle" onClick={clear}>
          {t('audit.clear')}
        </Button>
      </Group>
    </form>
  );
}
