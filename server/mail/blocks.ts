import type { Language } from '#contract/i18n/text.ts';

/** What a template writes: a subject and blocks, which the layout renders as plain text and as HTML. */
export type MailBlock =
  { paragraph: string } | { action: { label: string; href: string } } | { table: { head: string[]; rows: string[][] } };

export interface MailBody {
  subject: string;
  blocks: MailBlock[];
}

/** The shop as its messages sign off: name, address and VAT number in every footer. */
export interface ShopIdentity {
  name: string;
  addressLines: string[];
  vatNo: string;
  email: string;
  telephone: string;
}

/** What every template may use beside its own values. */
export interface MailContext {
  language: Language;
  /** Makes a site path absolute: link('/resetPassword?token=…'). */
  link(path: string): string;
  shop: ShopIdentity;
}

/** A template: its values (plain JSON, stored in the outbox) in, a message in the recipient's language out. */
export type MailTemplate<V> = (values: V, context: MailContext) => MailBody;
