import { extractText } from 'unpdf';

/** The text of a PDF, its pages joined, whitespace runs made one space: what a reader of the file would see. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
