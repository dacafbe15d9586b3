import {
  type adminTexts,
  AUDIT_ENTITIES,
  type AuditEntity,
  type AuditEntry,
  type AuditValues,
  type KeyOf,
  type Translate,
} from '@wayfare/common';

type AdminText = Translate<KeyOf<typeof adminTexts>>;

const AUDIT_ACTIONS = ['create', 'update', 'delete', 'reply', 'start', 'suspend', 'redeploy', 'lapse'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);

/** "discount_plan" → "Discount plan", in the page's language; a kind the page does not know yet as it came. */
export const entityLabel = (t: AdminText, entity: string) =>
  isOneOf<AuditEntity>(AUDIT_ENTITIES, entity) ? t(`audit.entity.${entity}`) : entity;

/** "create", "lapse"… in the page's language; an action the page does not know yet as it came. */
export const actionLabel = (t: AdminText, action: string) =>
  isOneOf(AUDIT_ACTIONS, action) ? t(`audit.action.${action}`) : action;

/** A stored value as a person reads it: text as it is, nothing as "—", lists and objects as compact JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  /** Absent when the entry has no such side (a create has no before, a delete no after). */
  before?: string;
  after?: string;
}

/** The entry's fields in their written order, each with its value on the sides the entry has. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const sides: Array<AuditValues | null> = [entry.before, entry.after];
  const fields = [...new Set(sides.flatMap((side) => (side ? Object.keys(side) : [])))];
  return fields.map((field) => ({
    field,
    ...(entry.before && { before: showValue(entry.before[field]) }),
    ...(entry.after && { after: showValue(entry.after[field]) }),
  }));
}
