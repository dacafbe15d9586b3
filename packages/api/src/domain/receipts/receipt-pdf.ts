import PDFDocument from 'pdfkit';
import {
  formatMoney,
  formatWallClock,
  mapSearchUrl,
  type emailsTexts,
  type KeyOf,
  type Translate,
} from '@wayfare/common';
import type { ReceiptData } from './receipt-data';
import { toWinAnsi } from './win-ansi';

/** The `emails` namespace's texts in the receipt's language (`receipt.*`). */
export type ReceiptText = Translate<KeyOf<typeof emailsTexts>>;

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
const GREY = '#555555';

/**
 * A receipt as a PDF (docs/product/bookings-and-payments.md#receipts), drawn with pdfkit in the built-in Helvetica
 * only: no font files, no network. Every text goes through `toWinAnsi`, the one encoding those fonts have. Its words,
 * money and dates are in the receipt's language (`t`, `receipt.language`).
 */
export function drawReceiptPdf(receipt: ReceiptData, t: ReceiptText): Promise<Buffer> {
  const locale = receipt.language;
  const money = (amount: number) => formatMoney(amount, locale);
  const date = (wallClock: string) => formatWallClock(wallClock, locale);
  const title = t(receipt.isRefund ? 'receipt.refundTitle' : 'receipt.title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${receipt.paymentId}`, Author: receipt.seller.name, Subject: title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(toWinAnsi(value), options);
  const heading = (value: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11);
    text(value);
    doc.font('Helvetica').fontSize(10);
  };
  /**
   * An address, its text a link to the map (docs/product/bookings-and-payments.md#receipts); the map is searched for
   * the address as written, not as Helvetica prints it.
   */
  const place = (label: string, address: string) => {
    text(`${t('receipt.placeLabel', { label })} `, { continued: true });
    doc.fillColor('#1c5fb8');
    text(address, { link: mapSearchUrl(address), underline: true });
    doc.fillColor('black');
  };
  /** A label and an amount on one row, the amount right-aligned. */
  const row = (label: string, amount: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    const y = doc.y;
    doc.text(toWinAnsi(label), MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 8 });
    const below = doc.y;
    doc.text(toWinAnsi(money(amount)), MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.x = MARGIN;
    doc.y = Math.max(below, doc.y);
  };

  // Seller
  doc.font('Helvetica-Bold').fontSize(20);
  text(receipt.seller.name);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  text(receipt.seller.address);
  text(receipt.seller.taxId);
  doc.fillColor('black');

  // Title and the payment
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(16);
  text(`${title} #${receipt.paymentId}`);
  doc.font('Helvetica').fontSize(10);
  text(t(receipt.isRefund ? 'receipt.refundedAt' : 'receipt.paidAt', { date: date(receipt.paidAt) }));
  text(t('receipt.reference', { reference: receipt.reference ?? '-' }));
  if (receipt.refundOf) {
    const { id, description, amount } = receipt.refundOf;
    text(t('receipt.refundOf', { paymentId: id, description, amount: money(amount) }));
  }

  heading(t('receipt.customer'));
  text(receipt.customer.name);
  text(receipt.customer.email);

  if (receipt.booking) {
    const booking = receipt.booking;
    heading(t('receipt.booking', { bookingId: booking.id }));
    text(t('receipt.car', { car: booking.car, registrationNumber: booking.registrationNumber }));
    text(t('receipt.route', { from: booking.from, to: booking.to }));
    text(t('receipt.pickUp', { date: date(booking.startAt) }));
    const pickUpLabel = booking.pickUpPlace.kind === 'delivery' ? 'detail.deliveryAddress' : 'detail.pickUpDepot';
    place(t(pickUpLabel), booking.pickUpPlace.address);
    text(t('receipt.dropOff', { date: date(booking.endAt) }));
    place(t('detail.dropOffDepot'), booking.dropOffDepot);
  }

  heading(t(receipt.isRefund ? 'receipt.refunded' : 'receipt.items'));
  for (const line of receipt.lines)
    row('costLine' in line ? t('receipt.line', { line: line.costLine }) : line.description, line.amount);
  doc.moveDown(0.3);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + CONTENT_WIDTH, ruleY)
    .strokeColor(GREY)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.3);
  row(t(receipt.isRefund ? 'receipt.totalRefunded' : 'receipt.totalPaid'), receipt.total, true);

  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor(GREY);
  text(t('receipt.footer'));
  doc.end();
  return done;
}
