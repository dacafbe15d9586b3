/** A picked file, or the URL of one already stored (e.g. a car's current photo in update mode). */
export type FileValue = File | string;

/** Files as a name a person recognises in the remove button: the file name, or "photo N" for stored ones. */
export function fileLabel(value: FileValue, index: number): string {
  return typeof value === 'string' ? `photo ${index + 1}` : value.name;
}
