import type { FastifyInstance } from 'fastify';
import type { SubscribeAnswer } from '#contract/api/types.ts';
import { pick } from '#contract/i18n/text.ts';
import { LIMITS, NEWSLETTER_EMAIL_PATTERN } from '#contract/limits/fields.ts';
import { ok } from '../../http/envelope.ts';
import { fields, LABELS, text } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/subscriberAdd', {
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe an email address to the newsletter (subscribing twice is fine; the answer is the same)',
      body: fields({
        email: text({
          label: LABELS.email,
          required: true,
          max: LIMITS.newsletterEmail,
          pattern: NEWSLETTER_EMAIL_PATTERN,
          patternMessage: MESSAGES.invalidEmail,
        }),
      }),
    },
  }, async (request) => {
    const email = (request.body as { email: string }).email.toLowerCase();
    await app.db
      .insertInto('subscribers')
      .values({ email, language: request.language })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    return ok<SubscribeAnswer>(null, pick(MESSAGES.subscribed, request.language));
  });
}
