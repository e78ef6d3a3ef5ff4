/** Hands a Blob to the browser as a download named `fileName`, then frees its URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
