import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '#contract/calls/editor-publish.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange } from '../../auth/editor.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { PUBLISH_MESSAGES } from '../../i18n/publish-messages.ts';
import { createPublisher, type Publisher } from '../../publish/publisher.ts';
import { readPublishSettings } from '../../publish/settings.ts';

/** The same bytes, compared in constant time (hashes first, so the lengths match too). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Publishing (docs/publishing.md): the console's editor/publish, buildList, buildLog and rollback
 * (editors only), and the rebuild webhook for a CMS or a scheduler (header x-rebuild-secret).
 */
export async function publishRoutes(app: FastifyInstance): Promise<void> {
  // A process that serves the site decorates the app with its publisher (scripts/start.ts);
  // elsewhere (npm run serve:api, tests) requests are queued for a builder to pick up.
  let fallback: Publisher | undefined;
  const publisher = (): Publisher => app.publisher ?? (fallback ??= createPublisher(app.db, readPublishSettings()));

  route(app, calls.publish, async ({ session, say }) => {
    const answer = await publisher().publish({ trigger: 'console', requestedBy: session.userId, who: session.email });
    await recordChange(app.db, session, {
      area: 'publish',
      recordId: answer.build,
      action: 'publish',
      summary: answer.coalesced
        ? `Asked to publish: joined waiting build #${answer.build}`
        : `Asked to publish: build #${answer.build} queued`,
      detail: answer,
    });
    say(fillBoth(answer.coalesced ? PUBLISH_MESSAGES.coalesced : PUBLISH_MESSAGES.queued, { id: answer.build }));
    return answer;
  });

  route(app, calls.buildList, async () => publisher().list());

  route(app, calls.buildLog, async ({ body }) => {
    const log = await publisher().log(body.id);
    if (!log) throw new ApiError(CODE.notFound, PUBLISH_MESSAGES.noSuchBuild);
    return log;
  });

  route(app, calls.rollback, async ({ body, session, say }) => {
    const { target, ...answer } = await publisher().rollback(body.id, session.userId, session.email);
    await recordChange(app.db, session, {
      area: 'publish',
      recordId: answer.build,
      action: 'rollback',
      summary: `Rolled the site back to build #${target} (release ${answer.release})`,
      detail: { ...answer, target },
    });
    say(
      fillBoth(answer.state === 'succeeded' ? PUBLISH_MESSAGES.rollbackDone : PUBLISH_MESSAGES.rollbackQueued, {
        target,
      }),
    );
    return answer;
  });

  const checkSecret = (request: FastifyRequest) => {
    const secret = publisher().settings.secret;
    if (!secret) throw new ApiError(CODE.conflict, PUBLISH_MESSAGES.webhookNotSetUp);
    const given = request.headers['x-rebuild-secret'];
    if (typeof given !== 'string' || !sameSecret(given, secret))
      throw new ApiError(CODE.forbidden, PUBLISH_MESSAGES.webhookWrongSecret);
  };

  route(app, calls.rebuildStatus, async ({ body, request }) => {
    checkSecret(request);
    const status = await publisher().status(body.id, body.offset ?? 0);
    if (!status) throw new ApiError(CODE.notFound, PUBLISH_MESSAGES.noSuchBuild);
    return status;
  });

  // The webhook: any body (a CMS sends its own JSON) is accepted as bytes and ignored.
  await app.register(async (hook) => {
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    route(hook, calls.rebuild, async ({ request, say }) => {
      checkSecret(request);
      const answer = await publisher().publish({ trigger: 'webhook', requestedBy: null, who: 'webhook' });
      await app.db
        .insertInto('editorChanges')
        .values({
          userId: null,
          userEmail: 'webhook',
          area: 'publish',
          recordId: String(answer.build),
          action: 'publish',
          summary: answer.coalesced
            ? `Webhook asked to publish: joined waiting build #${answer.build}`
            : `Webhook asked to publish: build #${answer.build} queued`,
          detail: JSON.stringify({ ...answer, from: request.ip }),
        })
        .execute();
      say(fillBoth(answer.coalesced ? PUBLISH_MESSAGES.coalesced : PUBLISH_MESSAGES.queued, { id: answer.build }));
      return answer;
    });
  });
}
