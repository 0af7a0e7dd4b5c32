/** The shape of every JSON answer: code 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Request and answer types of the API, shared by the server (which produces them) and the site
 * (which consumes them). Bilingual records carry English in the plain field and Chinese in `…Zh`.
 */

/** CAD formats of GET unpri/downloadCad: ISO 10303-21 STEP (AP214) and ASCII DXF (R12). */
export type DownloadFormat = 'step' | 'dxf';
