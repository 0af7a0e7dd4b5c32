import { defineDownload } from '../download.ts';
import { fields, idField, oneOf, text, wholeNumber } from '../fields.ts';
import { EDITOR_IMAGE_TYPES } from '../limits/editor.ts';
import { LIMITS } from '../limits/fields.ts';
import { LANGUAGES } from '../i18n/text.ts';

/** The catalogue's files (docs/api.md, Downloads): CAD models, datasheets, drawings, part pictures and stored images. */

/** CAD formats of unpri/downloadCad: ISO 10303-21 STEP (AP214) and ASCII DXF (R12). */
export const CAD_FORMATS = ['step', 'dxf'] as const;
export type DownloadFormat = (typeof CAD_FORMATS)[number];

/** The IANA-registered media types of each CAD format. */
export const CAD_CONTENT_TYPES = { step: 'model/step', dxf: 'image/vnd.dxf' } as const satisfies Record<
  DownloadFormat,
  string
>;

const FAMILY_ID_LABEL = { en: 'product id', zh: '产品编号' };
const partNoLabel = { en: 'part number', zh: '零件编号' };
// Cache-busting parameters from CDNs or browsers are harmless here, so unknown ones are ignored.
const query = <P extends Parameters<typeof fields>[0]>(properties: P) => fields(properties, { allowUnknown: true });

export const downloadCad = defineDownload({
  path: 'unpri/downloadCad',
  caller: 'anyone',
  tag: 'files',
  summary: "A variant's simplified CAD model (its envelope, in mm) as STEP AP214 or DXF R12, as an attachment",
  query: query({
    variantId: wholeNumber({ label: { en: 'variant id', zh: '型号编号' }, required: true, min: 1, max: 2_147_483_647 }),
    format: oneOf({ label: { en: 'format', zh: '格式' }, required: true, values: CAD_FORMATS }),
  }),
  contentTypes: Object.values(CAD_CONTENT_TYPES),
  disposition: 'attachment',
  cache: 'aDay',
});

export const downloadDatasheet = defineDownload({
  path: 'unpri/downloadDatasheet',
  caller: 'anyone',
  tag: 'files',
  summary:
    "A product family's datasheet as a PDF: material, finish, drawing and the variant table with prices and availability; with partNo, that variant's; in English or, with lang=zh-cn, Chinese",
  query: query({
    id: idField(FAMILY_ID_LABEL),
    partNo: text({ label: partNoLabel, max: LIMITS.partNumber }),
    // A link is a plain GET without the lang header, so the page's language rides in the address.
    lang: oneOf({ label: { en: 'language', zh: '语言' }, values: LANGUAGES }),
  }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'aDay',
});

export const downloadDrawing = defineDownload({
  path: 'unpri/downloadDrawing',
  caller: 'anyone',
  tag: 'files',
  summary:
    "A product family's dimensioned drawing (SVG) as an attachment; ImageDisplayByFID shows the same file inline",
  query: query({ id: idField(FAMILY_ID_LABEL) }),
  contentTypes: ['image/svg+xml'],
  disposition: 'attachment',
  cache: 'aDay',
});

/** The start of a file's SHA-256 in its URL (contract/download.ts isNamedVersion): a new file is a new URL. */
const fileVersion = text({
  label: { en: 'file version', zh: '文件版本' },
  max: 64,
  pattern: /^[0-9a-f]+$/,
  patternMessage: { en: 'The file version is a hexadecimal hash', zh: '文件版本应为十六进制哈希值' },
});

/** One part, by its part number, and the version of the file asked for (contract/shapes/part-file-urls.ts): its picture and its drawing. */
const partNoQuery = query({
  partNo: text({ label: partNoLabel, required: true, max: LIMITS.partNumber }),
  v: fileVersion,
});

export const partPicture = defineDownload({
  path: 'unpri/partPicture',
  caller: 'anyone',
  tag: 'files',
  summary:
    "A part's shaded picture (SVG, 240 × 180): its solid, from the same sizes as its STEP file, in its own finish's colour; for a part with no solid, its family's image. Cached for ever when `v` is the start of its SHA-256 (the URLs the API and the site give), else revalidated",
  query: partNoQuery,
  contentTypes: EDITOR_IMAGE_TYPES,
  cache: 'revalidate',
});

export const partDrawing = defineDownload({
  path: 'unpri/partDrawing',
  caller: 'anyone',
  tag: 'files',
  summary:
    "A part's dimensioned drawing (SVG, 640 × 400): its solid from the front, to scale, each width and height in mm; for a part with no solid, its family's drawing. Cached for ever when `v` is the start of its SHA-256, else revalidated",
  query: partNoQuery,
  contentTypes: EDITOR_IMAGE_TYPES,
  cache: 'revalidate',
});

/** The image call (docs/spec.md#calls): a stored file never changes (new content gets a new fid). */
export const imageDisplayByFid = defineDownload({
  path: 'unpri/ImageDisplayByFID',
  caller: 'anyone',
  tag: 'files',
  summary:
    'The bytes of a stored image or file, with its content type and ETag; cached for ever when `v` is the start of its SHA-256 (the URLs the API gives), else revalidated',
  query: query({
    fid: wholeNumber({ label: { en: 'file id', zh: '文件编号' }, required: true, min: 1, max: 2_147_483_647 }),
    v: fileVersion,
  }),
  contentTypes: EDITOR_IMAGE_TYPES,
  disposition: 'inline',
  cache: 'forever',
});
