import PDFDocument from 'pdfkit';
import { formatMoney, formatWallClock, mapSearchUrl, receiptTexts } from '@wayfare/common';
import type { ReceiptData } from './receipt-data';
import { toWinAnsi } from './win-ansi';

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
const GREY = '#555555';

/**
 * A receipt as a PDF (docs/product/bookings-and-payments.md#receipts), drawn with pdfkit in the built-in Helvetica
 * only: no font files, no network. Every text goes through `toWinAnsi`, the one encoding those fonts have.
 */
export function drawReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const title = receipt.isRefund ? receiptTexts.refundTitle : receiptTexts.title;
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
    text(`${label}: `, { continued: true });
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
    doc.text(toWinAnsi(formatMoney(amount)), MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, {
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
  text(`${receipt.isRefund ? 'Refunded at' : 'Paid at'}: ${formatWallClock(receipt.paidAt)}`);
  text(`Payment reference: ${receipt.reference ?? '-'}`);
  if (receipt.refundOf) {
    text(
      `Refund of payment #${receipt.refundOf.id}: ${receipt.refundOf.description} (${formatMoney(receipt.refundOf.amount)})`,
    );
  }

  heading('Customer');
  text(receipt.customer.name);
  text(receipt.customer.email);

  if (receipt.booking) {
    const booking = receipt.booking;
    heading(`Booking #${booking.id}`);
    text(`Car: ${booking.car} (${booking.registrationNumber})`);
    text(`From ${booking.from} to ${booking.to}`);
    text(`Pick-up: ${formatWallClock(booking.startAt)}`);
    place(booking.pickUpPlace.label, booking.pickUpPlace.address);
    text(`Drop-off: ${formatWallClock(booking.endAt)}`);
    place('Drop-off depot', booking.dropOffDepot);
  }

  heading(receipt.isRefund ? 'Refunded' : 'Items');
  for (const line of receipt.lines) row(line.label, line.amount);
  doc.moveDown(0.3);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + CONTENT_WIDTH, ruleY)
    .strokeColor(GREY)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.3);
  row(receipt.isRefund ? 'Total refunded' : 'Total paid', receipt.total, true);

  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor(GREY);
  text('Amounts in euro. Thank you for travelling with Wayfare.');
  doc.end();
  return done;
}
