/** Money as the product shows it everywhere but statistics (SPEC §9): euro with two decimals. */
export function formatEuro(amount: number): string {
  return `${amount.toFixed(2)} €`;
}

/** Wire date-times (`YYYY-MM-DDTHH:mm:ss`) as tables show them: the T replaced by a space (SPEC §2). */
export function formatDateTime(value: string): string {
  return value.replace('T', ' ');
}
