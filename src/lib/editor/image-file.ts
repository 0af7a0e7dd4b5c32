import { EDITOR_IMAGE_TYPES, EDITOR_LIMITS, type EditorImageType } from '#contract/limits/editor.ts';

/** A picture the editor chose, checked before it is read and sent: its type, or why it cannot go. */
export type ImageFileCheck = { contentType: EditorImageType } | { problem: 'type' | 'size' };

const isImageType = (type: string): type is EditorImageType => (EDITOR_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * The browser's idea of the file's type and its size, against what categoryImage and familyImage
 * take (SVG, PNG, JPEG, WebP; at most 512 KB). The server checks the bytes themselves as well.
 */
export function checkImageFile(file: { type: string; size: number }): ImageFileCheck {
  if (!isImageType(file.type)) return { problem: 'type' };
  if (file.size > EDITOR_LIMITS.imageBytes) return { problem: 'size' };
  return { contentType: file.type };
}
