/** A picked file, or the URL of one already stored (e.g. a car's current photo in update mode). */
export type FileValue = File | string;
