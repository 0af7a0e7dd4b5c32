import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/profile.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { changePassword, updatePreferences, updateProfile } from '../../accounts/profile.ts';
import { route } from '../../http/route.ts';
import { MAIL_MESSAGES } from '../../i18n/mail-messages.ts';
import { PROFILE_MESSAGES } from '../../i18n/profile-messages.ts';
import { currentUserInfo } from './user-info.ts';

/** /acInformation: the buyer's details, password and preferences (contract/calls/profile.ts). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.profileUpdate, async ({ body, session, request, say }) => {
    const { pendingEmail } = await updateProfile(app.db, session.userId, body, request.ip);
    say(
      pendingEmail === null
        ? PROFILE_MESSAGES.profileSaved
        : fillBoth(MAIL_MESSAGES.verificationSent, { email: pendingEmail }),
    );
    return currentUserInfo(app, session.userId);
  });

  route(app, calls.passwordChange, async ({ body: { pwd, newPwd }, session, request, say }) => {
    const answer = await changePassword(app.db, session, pwd, newPwd, request.ip);
    say(PROFILE_MESSAGES.passwordChanged);
    return answer;
  });

  route(app, calls.preferencesUpdate, async ({ body, session, say }) => {
    const answer = await updatePreferences(app.db, session.userId, body);
    say(PROFILE_MESSAGES.preferencesSaved);
    return answer;
  });
}
