import { defineCall, noAnswer } from '../call.ts';
import { fields, LABELS, text } from '../fields.ts';
import { LIMITS, NEWSLETTER_EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';

/**
 * unpri/subscriberAdd answers nothing but success: whether the address was on the list already is
 * not told, so the call cannot show who subscribes.
 */
export type SubscribeAnswer = null;

export const subscriberAdd = defineCall({
  path: 'unpri/subscriberAdd',
  caller: 'anyone',
  tag: 'newsletter',
  summary: 'Subscribe an email address to the newsletter (subscribing twice is fine; the answer is the same)',
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
