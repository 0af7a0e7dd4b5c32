// String.fromCharCode takes its bytes as arguments: a whole image at once would overflow the stack.
const CHUNK = 0x8000;

/** Bytes in Base64, as the image uploads send them. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
