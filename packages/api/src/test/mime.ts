/** One attachment found in a raw MIME message. */
export interface RawAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The base64 attachments of a raw e-mail as the local SMTP server received it: enough MIME for the mails nodemailer
 * writes (multipart parts with a `filename` and base64 transfer encoding), not a general parser.
 */
export function rawAttachments(raw: string): RawAttachment[] {
  const found: RawAttachment[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename || !/content-transfer-encoding:\s*base64/i.test(headers)) continue;
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    found.push({ filename, contentType, content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') });
  }
  return found;
}
