const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** Money in euro with cents (SPEC §9). */
export const formatEuro = (value: number) => euro.format(value);
export const formatKm = (value: number) => `${decimal.format(value)} km`;
/** Wire date-times `YYYY-MM-DDTHH:mm:ss` shown with a space instead of the T, as elsewhere in the product. */
export const formatDateTime = (value: string) => value.replace('T', ' ').slice(0, 16);
