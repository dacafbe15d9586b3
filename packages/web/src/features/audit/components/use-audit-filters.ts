import { AuditQuery } from '@wayfare/common';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditFilters } from '../api/get-audit-page';

const NAMES = ['entity', 'userId'] as const;

/**
 * The audit log's filters, kept in the URL (`?entity=&userId=`) so a filtered view can be reloaded and shared. A value
 * the contract refuses (an edited link) is dropped rather than sent to be refused again; setting filters goes back
 * to the first page.
 */
export function useAuditFilters() {
  const [query, setQuery] = useSearchParams();
  const entity = query.get('entity') ?? '';
  const userId = query.get('userId') ?? '';
  const filters = useMemo<AuditFilters>(() => {
    const kept: AuditFilters = {};
    const byEntity = AuditQuery.safeParse({ entity });
    if (byEntity.success) kept.entity = byEntity.data.entity;
    const byUser = AuditQuery.safeParse({ userId });
    if (byUser.success) kept.userId = byUser.data.userId;
    return kept;
  }, [entity, userId]);

  const setFilters = useCallback(
    (next: AuditFilters) =>
      setQuery((previous) => {
        const updated = new URLSearchParams(previous);
        for (const name of NAMES) {
          const value = next[name];
          if (value === undefined) updated.delete(name);
          else updated.set(name, String(value));
        }
        updated.delete('page');
        return updated;
      }),
    [setQuery],
  );

  return { filters, setFilters };
}
