import type { Mail } from '../../integrations/mail';
import type { MailWriter } from './mail-writer';

/** One e-mail's content: a greeting, paragraphs, optional "label: value" details, then the sign-off. */
export interface MailContent {
  to: string;
  subject: string;
  name: string;
  paragraphs: string[];
  /** A detail with `href` links its value (a depot's map) in the HTML and names the address in the text. */
  details?: [label: string, value: string, href?: string][];
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Plain text and a simple HTML version with the same words (docs/product/bookings-and-payments.md#emails), greeting,
 * details and sign-off in the recipient's language (`w`).
 */
export function renderMail({ to, subject, name, paragraphs, details = [] }: MailContent, w: MailWriter): Mail {
  const signOff = [w.text('layout.regards'), w.text('layout.team')];
  const footer = w.text('layout.footer');
  const detail = ([label, value, href]: [string, string, string?]) =>
    href ? w.text('layout.detailWithMap', { label, value, href }) : w.text('layout.detail', { label, value });
  const text = [
    w.text('layout.greeting', { name }),
    ...paragraphs,
    ...(details.length ? [details.map(detail).join('\n')] : []),
    signOff.join('\n'),
    footer,
  ].join('\n\n');

  const rows = details
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${
          href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(w.text('layout.greeting', { name }))}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    rows ? `<table style="border-collapse:collapse">${rows}</table>` : '',
    `<p>${signOff.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return { to, subject, text, html };
}
