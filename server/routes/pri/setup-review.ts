import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/setup-review.ts';
import { keepReviewItems, removeReviewItem, setupReviewOf } from '../../accounts/setup-review.ts';
import { route } from '../../http/route.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../../i18n/verified-address-messages.ts';

/** The review of what an account held when a password reset first proved its address (accounts/setup-review.ts). */
export async function setupReviewRoutes(app: FastifyInstance): Promise<void> {
  const review = async (userId: number) => ({ items: await setupReviewOf(app.db, userId) });

  route(app, calls.setupReviewList, async ({ session }) => review(session.userId));

  route(app, calls.setupReviewRemove, async ({ body, session, say }) => {
    await removeReviewItem(app.db, session.userId, body.id);
    say(VERIFIED_ADDRESS_MESSAGES.reviewItemRemoved);
    return review(session.userId);
  });

  route(app, calls.setupReviewKeep, async ({ session, say }) => {
    await keepReviewItems(app.db, session.userId);
    say(VERIFIED_ADDRESS_MESSAGES.reviewKept);
    return review(session.userId);
  });
}
