import { PRODUCT_NAME } from './constants';

/**
 * The seller printed on every receipt (docs/product/bookings-and-payments.md#receipts). The configuration has no
 * company details, so they are written once here; a demo company's made-up address and VAT number.
 */
export const RECEIPT_SELLER = {
  name: PRODUCT_NAME,
  address: 'Wayfare Car Rental Ltd. · 1 Harbour Street · 10115 Berlin · Germany',
  taxId: 'VAT ID DE000000000',
} as const;

/**
 * A receipt's itemised lines, in the order they are printed (a booking's priced cost lines); the PDF names each in
 * the payer's language (the `emails` namespace's `receipt.line`).
 */
export const RECEIPT_COST_LINES = [
  'fuelCost',
  'tollFees',
  'serviceFees',
  'timeFees',
  'coverageFee',
  'deliveryFee',
  'userDiscount',
] as const;

/**
 * Which payments have a receipt: the paid ones — a refund is paid once the provider accepted it (domain/refunds.ts); until
 * then it has no reference to print.
 */
export function hasReceipt(payment: { paid: boolean }): boolean {
  return payment.paid;
}

/**
 * The receipt button's words and the file name a download falls back to. The PDF itself, and the file name the API
 * sends, are in the payer's language (the `emails` namespace's `receipt.*`).
 */
export const receiptTexts = {
  button: 'Receipt',
  /** The button's accessible name, since every row's button reads "Receipt". */
  buttonLabel: (paymentId: number) => `Receipt of payment #${paymentId}`,
  /** The file a receipt downloads as: "wayfare-receipt-12.pdf". */
  fileName: (paymentId: number) => `wayfare-receipt-${paymentId}.pdf`,
} as const;
