import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { FILE_VERSION_LENGTH } from '../download.ts';
import { partDrawingSvg, partPictureSvg, type PartSvgSource } from './part-svg.ts';
import { partDrawingUrl, partPictureUrl } from './picture-url.ts';

/** The `v` of a drawn file: the start of its SHA-256, as the API's ETag and isNamedVersion read it. */
const versionOf = (svg: string | null): string | undefined =>
  svg === null ? undefined : bytesToHex(sha256(utf8ToBytes(svg))).slice(0, FILE_VERSION_LENGTH);

/**
 * A part's picture and drawing URLs named by their content, so they may be cached for ever and a
 * change of sizes, finish or kind is a new URL (server/routes/unpri/pictures.ts). Drawn here from
 * the same source as the API draws them; a part with nothing to draw gets the plain, revalidated URL.
 * Runs where the page is built or on the server, so the islands ship no hashing.
 */
export function partFileUrls(partNo: string, source: PartSvgSource): { pictureUrl: string; drawingUrl: string } {
  return {
    pictureUrl: partPictureUrl(partNo, versionOf(partPictureSvg(source))),
    drawingUrl: partDrawingUrl(partNo, versionOf(partDrawingSvg(source))),
  };
}
