/** Small images for the car photo tests: only their first bytes matter to the server's type check. */

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16),
]);
export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG-headed blob of exactly `size` bytes. */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
