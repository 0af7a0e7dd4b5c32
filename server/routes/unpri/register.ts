import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from '#contract/api/types.ts';
import { LANGUAGES, pick, type BilingualText } from '#contract/i18n/text.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { registerUser } from '../../accounts/register.ts';
import { recordRegistrationAttempt } from '../../accounts/registration-throttle.ts';
import { loginAnswer } from '../../accounts/users.ts';
import { createSession } from '../../auth/sessions.ts';
import { ok } from '../../http/envelope.ts';
import { fields, LABELS, oneOf, text } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** A password being set (registration, password change): the registration's length and letter-and-digit rules. */
export function newPasswordField(label: BilingualText) {
  return text({
    label,
    required: true,
    min: REGISTRATION_LIMITS.passwordMin,
    max: REGISTRATION_LIMITS.passwordMax,
    pattern: PASSWORD_PATTERN,
    patternMessage: MESSAGES.passwordNeedsLetterAndDigit,
    keepSpaces: true,
  });
}

/** A buyer's names and email, as registration takes them (and the profile changes them). */
export const nameAndEmailFields = {
  firstName: text({ label: { en: 'first name', zh: '名字' }, required: true, max: REGISTRATION_LIMITS.firstName }),
  lastName: text({ label: { en: 'last name', zh: '姓氏' }, required: true, max: REGISTRATION_LIMITS.lastName }),
  email: text({
    label: LABELS.email,
    required: true,
    max: REGISTRATION_LIMITS.email,
    pattern: EMAIL_PATTERN,
    patternMessage: MESSAGES.invalidEmail,
  }),
};

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/userRegister', {
    schema: {
      tags: ['account'],
      summary: 'Register a buyer (with companyName, also a company they are admin of) and log them in; 409 when the email has an account',
      body: fields({
        ...nameAndEmailFields,
        pwd: newPasswordField(LABELS.password),
        companyName: text({ label: { en: 'company name', zh: '公司名称' }, max: REGISTRATION_LIMITS.companyName }),
        language: oneOf({ label: { en: 'language', zh: '语言' }, values: LANGUAGES }),
      }),
    },
  }, async (request) => {
    const body = request.body as RegisterRequest;
    await recordRegistrationAttempt(app.db, request.ip);
    const user = await registerUser(app.db, { ...body, language: body.language ?? request.language });
    const tokens = await createSession(app.db, user.id, false);
    return ok(loginAnswer(user, tokens), pick(MESSAGES.welcome, request.language));
  });
}
