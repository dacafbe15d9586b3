/**
 * docs/product/admin-tools.md#statistics: five translucent colours, reused cyclically by every series and pie slice on
 * the statistics page. Translucent so overlapping bars and grid lines stay visible.
 */
export const CHART_PALETTE = [
  'rgba(54, 162, 235, 0.6)',
  'rgba(255, 99, 132, 0.6)',
  'rgba(75, 192, 192, 0.6)',
  'rgba(255, 159, 64, 0.6)',
  'rgba(153, 102, 255, 0.6)',
] as const;

export function paletteColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}
