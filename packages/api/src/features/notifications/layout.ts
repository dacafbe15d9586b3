import type { Mail } from '../../integrations/mail';

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

const SIGN_OFF = ['Kind regards,', 'The Wayfare team'];
const FOOTER = 'You can change which e-mails you receive in your profile.';

/** Plain text and a simple HTML version with the same words (docs/product/bookings-and-payments.md#emails). */
export function renderMail({ to, subject, name, paragraphs, details = [] }: MailContent): Mail {
  const text = [
    `Hello ${name},`,
    ...paragraphs,
    ...(details.length
      ? [details.map(([label, value, href]) => `${label}: ${value}${href ? ` (map: ${href})` : ''}`).join('\n')]
      : []),
    SIGN_OFF.join('\n'),
    FOOTER,
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
    `<p>Hello ${escapeHtml(name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    rows ? `<table style="border-collapse:collapse">${rows}</table>` : '',
    `<p>${SIGN_OFF.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('\n');

  return { to, subject, text, html };
}
