import { defineCall, noAnswer } from '../call.ts';
import { fields, LABELS, text } from '../fields.ts';
import { LIMITS, NEWSLETTER_EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';
import { linkToken } from './password-reset.ts';

/**
 * unpri/subscriberAdd answers nothing but success: whether the address was on the list already is
 * not told, so the call cannot show who subscribes. The address joins the list only through the
 * e-mailed link (unpri/subscriberConfirm).
 */
export type SubscribeAnswer = null;

export const subscriberAdd = defineCall({
  path: 'unpri/subscriberAdd',
  caller: 'anyone',
  tag: 'newsletter',
  summary:
    'E-mail a link (7 days) that adds the address to the newsletter when followed; the same answer whether or not it is subscribed; 429 over the limits per address and network',
  body: fields({
    email: text({
      label: LABELS.email,
      required: true,
      max: LIMITS.newsletterEmail,
      pattern: NEWSLETTER_EMAIL_PATTERN,
      patternMessage: PATTERN_MESSAGES.invalidEmail,
    }),
  }),
  answer: noAnswer,
});

export const subscriberConfirm = defineCall({
  path: 'unpri/subscriberConfirm',
  caller: 'anyone',
  tag: 'newsletter',
  summary: 'Follow a newsletter confirmation link: its address joins the list (404 wrong link, 409 used or expired)',
  body: fields({ token: linkToken }),
  answer: noAnswer,
});
