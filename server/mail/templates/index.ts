import type { MailTemplate } from '../blocks.ts';
import { bankDetailsChange } from './bank-details-change.ts';
import { emailChanged } from './email-changed.ts';
import { orderUpdate } from './order-update.ts';
import { passwordChanged } from './password-changed.ts';
import { quoteUpdate } from './quote-update.ts';
import { secondFactorReset } from './second-factor-reset.ts';
import { staffNews } from './staff-news.ts';
import { changeEmail, newsletterConfirm, passwordReset, verifyEmail } from './single-use-links.ts';
import { teamInvitation } from './team-invitation.ts';

/** Every message the shop sends, by the name the outbox stores. */
export const TEMPLATES = {
  verifyEmail,
  changeEmail,
  emailChanged,
  passwordReset,
  newsletterConfirm,
  passwordChanged,
  teamInvitation,
  orderUpdate,
  bankDetailsChange,
  quoteUpdate,
  secondFactorReset,
  staffNews,
} satisfies Record<string, MailTemplate<never>>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateValues<K extends TemplateName> = Parameters<(typeof TEMPLATES)[K]>[0];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}
