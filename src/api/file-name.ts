/** The file name of an attachment from its Content-Disposition header, or the fallback. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition && /filename="?([^";]+)"?/i.exec(contentDisposition);
  return match ? match[1]!.trim() : fallback;
}
