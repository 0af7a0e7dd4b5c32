import type { Dictionary } from '../../i18n/dictionary.ts';

/** The product page's picture and 3D preview strings (i18n/en/preview.ts). */
export type PreviewStrings = Dictionary['preview'];
