import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, LABELS, text } from '../fields.ts';
import { LIMITS, NEWSLETTER_EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';

export const SubscribeAnswer = T.Object({ alreadySubscribed: T.Boolean() });
export type SubscribeAnswer = T.Static<typeof SubscribeAnswer>;

export const subscriberAdd = defineCall({
  path: 'unpri/subscriberAdd',
  caller: 'anyone',
  tag: 'newsletter',
  summary: 'Subscribe an email address to the newsletter (subscribing twice is fine and says so)',
  body: fields({
    email: text({
      label: LABELS.email,
      required: true,
      max: LIMITS.newsletterEmail,
      pattern: NEWSLETTER_EMAIL_PATTERN,
      patternMessage: PATTERN_MESSAGES.invalidEmail,
    }),
  }),
  answer: SubscribeAnswer,
});
