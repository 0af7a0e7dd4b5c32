import type { FastifyInstance } from 'fastify';
import type { PasswordResetAnswer, PasswordResetConfirm, PasswordResetRequest } from '#contract/api/email-link-types.ts';
import { fillBoth, pick } from '#contract/i18n/text.ts';
import { EMAIL_PATTERN, REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { requestPasswordReset, resetPassword } from '../../accounts/password-reset.ts';
import { loginAnswer } from '../../accounts/users.ts';
import { createSession } from '../../auth/sessions.ts';
import { ok } from '../../http/envelope.ts';
import { fields, LABELS, text } from '../../http/fields.ts';
import { MAIL_MESSAGES } from '../../i18n/mail-messages.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { newPasswordField } from './register.ts';

/** The token of an e-mailed link: 43 base64url characters, checked further against its hash. */
export const linkTokenField = text({ label: { en: 'link', zh: '链接' }, required: true, max: 64 });

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/passwordResetRequest', {
    schema: {
      tags: ['account'],
      summary: 'E-mail a single-use link (1 hour) to choose a new password; the same answer whether or not the address has an account; 429 over the limits',
      body: fields({
        email: text({ label: LABELS.email, required: true, max: REGISTRATION_LIMITS.email, pattern: EMAIL_PATTERN, patternMessage: MESSAGES.invalidEmail }),
      }),
    },
  }, async (request) => {
    const { email } = request.body as PasswordResetRequest;
    await requestPasswordReset(app.db, email, request.ip);
    return ok(null, pick(fillBoth(MAIL_MESSAGES.resetRequested, { email }), request.language));
  });

  app.post('/unpri/passwordReset', {
    schema: {
      tags: ['account'],
      summary: "Set a new password with a reset link's token: ends every session and remember token, then logs the buyer in",
      body: fields({ token: linkTokenField, pwd: newPasswordField(LABELS.password) }),
    },
  }, async (request) => {
    const { token, pwd } = request.body as PasswordResetConfirm;
    const user = await resetPassword(app.db, token, pwd);
    const tokens = await createSession(app.db, user.id, false);
    return ok<PasswordResetAnswer>(loginAnswer(user, tokens), pick(MAIL_MESSAGES.passwordReset, request.language));
  });
}
