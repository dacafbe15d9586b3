/**
 * Saves bytes the app fetched itself as a download: an object URL on a temporary `<a download>`, clicked and removed.
 * The URL is revoked on the next tick, once the browser has taken the file.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
