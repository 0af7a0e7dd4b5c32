import type { EditorFamily } from '#contract/calls/editor-families.ts';
import type { EditorPage } from '#contract/calls/editor-pages.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';

/**
 * The fields each editor form sends. The API refuses any field it does not know, so a form sends
 * exactly these, picked from the record it was given, never the whole record.
 */
export function pickFields<T, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}

export const SERVICE_TEXTS = [
  'title',
  'titleZh',
  'summary',
  'summaryZh',
  'body',
  'bodyZh',
] as const satisfies ReadonlyArray<keyof EditorService>;
export type ServiceTexts = Pick<EditorService, (typeof SERVICE_TEXTS)[number]>;

/** A new service's form starts empty. */
export const NO_SERVICE_TEXTS: ServiceTexts = {
  title: '',
  titleZh: '',
  summary: '',
  summaryZh: '',
  body: '',
  bodyZh: '',
};

export const PAGE_TEXTS = ['title', 'titleZh', 'body', 'bodyZh'] as const satisfies ReadonlyArray<keyof EditorPage>;

export const FAMILY_TEXTS = [
  'name',
  'nameZh',
  'description',
  'descriptionZh',
  'material',
  'materialZh',
  'finish',
  'finishZh',
] as const satisfies ReadonlyArray<keyof EditorFamily>;
