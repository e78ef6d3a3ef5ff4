/** A data URL for showing a chosen picture before it is uploaded. */
export function readPreview(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No preview'));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
