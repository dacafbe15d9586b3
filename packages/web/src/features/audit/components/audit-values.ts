import type { AuditEntry, AuditValues } from '@wayfare/common';

/** "discount_plan" → "Discount plan". */
export const entityLabel = (entity: string) => {
  const words = entity.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

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
