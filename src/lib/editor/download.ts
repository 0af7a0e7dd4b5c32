/** Hands a file the console fetched to the browser's downloads. */
export function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
