import { createHash } from 'node:crypto';
import { CAR_LIMITS, carMessages } from '@wayfare/common';
import { AppError } from '../../lib/app-error';

/** One item of `photosBase64`: a new image to store, or one of the car's current photos to keep (PUT only). */
export type PhotoInput =
  { kind: 'new'; contentType: string; bytes: Buffer; sha256: string } | { kind: 'kept'; photoId: number };

const FIELD = 'photosBase64';
const invalid = (message: string) => new AppError('BAD_REQUEST', message, FIELD);

// A photo URL as reads give it, relative or absolute: /api/cars/photos/12?v=ab12cd34
const PHOTO_URL = /^(?:https?:\/\/[^/]+)?\/api\/cars\/photos\/(\d+)(?:\?[^#]*)?$/;
const DATA_URL = /^data:[^,]*?(;base64)?,/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The real type of an image from its first bytes. The data URL's declared type and any file name are the
 * client's word, so they are ignored: what is stored and served is what the bytes are.
 */
export function sniffImageType(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function decodeNewPhoto(item: string): PhotoInput {
  const dataUrl = DATA_URL.exec(item);
  // A data URL that is not base64 (percent-encoded text, e.g. an SVG) is no photo of the accepted types.
  if (dataUrl && !dataUrl[1]) throw invalid(carMessages.photoType);
  const base64 = (dataUrl ? item.slice(dataUrl[0].length) : item).replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw invalid(carMessages.photoType);
  // Refuse an oversized photo before decoding it: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > CAR_LIMITS.maxPhotoBytes + 2) throw invalid(carMessages.photoSize);
  const bytes = Buffer.from(base64, 'base64');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalid(carMessages.photoType);
  if (bytes.length > CAR_LIMITS.maxPhotoBytes) throw invalid(carMessages.photoSize);
  return { kind: 'new', contentType, bytes, sha256: sha256Hex(bytes) };
}

/**
 * Reads `photosBase64` in order. `keptPhotoIds` are the car's current photos (empty when creating): a URL of one
 * of them keeps it; any other URL is refused, so a car can never adopt another car's photo.
 */
export function parsePhotoInputs(items: readonly string[], keptPhotoIds: ReadonlySet<number>): PhotoInput[] {
  const inputs: PhotoInput[] = [];
  const seen = new Set<number>();
  for (const raw of items) {
    const item = raw.trim();
    const url = PHOTO_URL.exec(item);
    if (!url) {
      inputs.push(decodeNewPhoto(item));
      continue;
    }
    const photoId = Number(url[1]);
    if (!keptPhotoIds.has(photoId)) throw invalid(carMessages.photoUnknown);
    // A photo is one row: listed twice, it is kept once, at its first place.
    if (!seen.has(photoId)) inputs.push({ kind: 'kept', photoId });
    seen.add(photoId);
  }
  return inputs;
}
