import type { FastifyInstance } from 'fastify';
import type { PasswordChangeAnswer, PasswordChangeRequest, Preferences, PreferencesUpdateRequest, ProfileUpdateRequest } from '#contract/api/profile-types.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { LANGUAGES, pick } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { changePassword, updatePreferences, updateProfile } from '../../accounts/profile.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { fields, oneOf, text, yesNo } from '#contract/fields.ts';
import { PROFILE_MESSAGES } from '../../i18n/profile-messages.ts';
import { nameAndEmailFields, newPasswordField } from '#contract/calls/register.ts';
import { phoneField } from './addresses.ts';
import { currentUserInfo } from './user-info.ts';

/** The current password, as the log-in takes it (so any password that logs in is accepted here). */
const currentPassword = (required: boolean) => text({
  label: { en: 'current password', zh: '当前密码' },
  required,
  max: LIMITS.loginPassword,
  keepSpaces: true,
  requiredMessage: { en: 'Please enter your current password', zh: '请输入您的当前密码' },
});

/** /acInformation: the buyer's details, password and preferences. pri/userInfo answers what they are now. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/profileUpdate', {
    schema: {
      tags: ['account'],
      summary: "Save the buyer's names, email and phone; a new email needs the current password and must be no other account's (409) (701 without a live session)",
      body: fields({
        ...nameAndEmailFields,
        phone: phoneField(false),
        pwd: currentPassword(false),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    await updateProfile(app.db, session.userId, request.body as ProfileUpdateRequest, request.ip);
    return ok<UserInfo>(await currentUserInfo(app, session.userId), pick(PROFILE_MESSAGES.profileSaved, request.language));
  });

  app.post('/pri/passwordChange', {
    schema: {
      tags: ['account'],
      summary: 'Change the password (the current one required); every other session and remember token of the buyer ends (701 without a live session)',
      body: fields({
        pwd: currentPassword(true),
        newPwd: newPasswordField({ en: 'new password', zh: '新密码' }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { pwd, newPwd } = request.body as PasswordChangeRequest;
    return ok<PasswordChangeAnswer>(await changePassword(app.db, session, pwd, newPwd, request.ip), pick(PROFILE_MESSAGES.passwordChanged, request.language));
  });

  app.post('/pri/preferencesUpdate', {
    schema: {
      tags: ['account'],
      summary: "Set the buyer's language and newsletter subscription (either or both) (701 without a live session)",
      body: fields({
        language: oneOf({ label: { en: 'language', zh: '语言' }, values: LANGUAGES }),
        newsletter: yesNo({ label: { en: 'newsletter', zh: '新闻通讯' } }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const answer = await updatePreferences(app.db, session.userId, request.body as PreferencesUpdateRequest);
    return ok<Preferences>(answer, pick(PROFILE_MESSAGES.preferencesSaved, request.language));
  });
}
