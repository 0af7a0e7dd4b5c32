import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildListAnswer, BuildLogAnswer, BuildLogRequest, PublishAnswer, RebuildStatusAnswer, RollbackAnswer, RollbackRequest } from '#contract/api/publish-types.ts';
import { fillBoth, pick } from '#contract/i18n/text.ts';
import { recordChange, requireEditor } from '../../auth/editor.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, wholeNumber } from '#contract/fields.ts';
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

  app.post('/editor/publish', {
    schema: { tags: ['editor'], summary: 'Rebuild and publish the site: queues a build, or joins the one already waiting (coalesced). Editors only.', body: emptyBody },
  }, async (request) => {
    const editor = await requireEditor(request);
    const answer = await publisher().publish({ trigger: 'console', requestedBy: editor.userId, who: editor.email });
    await recordChange(app.db, editor, {
      area: 'publish',
      recordId: answer.build,
      action: 'publish',
      summary: answer.coalesced ? `Asked to publish: joined waiting build #${answer.build}` : `Asked to publish: build #${answer.build} queued`,
      detail: answer,
    });
    const message = answer.coalesced ? PUBLISH_MESSAGES.coalesced : PUBLISH_MESSAGES.queued;
    return ok<PublishAnswer>(answer, pick(fillBoth(message, { id: answer.build }), request.language));
  });

  app.post('/editor/buildList', {
    schema: { tags: ['editor'], summary: 'The last 20 builds (state, trigger, who, times, duration, pages, live, canRollback) and the progress of the one running. Editors only.', body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok<BuildListAnswer>(await publisher().list());
  });

  app.post('/editor/buildLog', {
    schema: { tags: ['editor'], summary: 'The whole log of one build. Editors only.', body: fields({ id: idField() }) },
  }, async (request) => {
    await requireEditor(request);
    const log = await publisher().log((request.body as BuildLogRequest).id);
    if (!log) throw new ApiError(CODE.notFound, PUBLISH_MESSAGES.noSuchBuild);
    return ok<BuildLogAnswer>(log);
  });

  app.post('/editor/rollback', {
    schema: { tags: ['editor'], summary: 'Switch the site back to the kept release of an earlier successful build (after a build under way, if any). Editors only.', body: fields({ id: idField() }) },
  }, async (request) => {
    const editor = await requireEditor(request);
    const { id } = request.body as RollbackRequest;
    const { target, ...answer } = await publisher().rollback(id, editor.userId, editor.email);
    await recordChange(app.db, editor, {
      area: 'publish',
      recordId: answer.build,
      action: 'rollback',
      summary: `Rolled the site back to build #${target} (release ${answer.release})`,
      detail: { ...answer, target },
    });
    const message = answer.state === 'succeeded' ? PUBLISH_MESSAGES.rollbackDone : PUBLISH_MESSAGES.rollbackQueued;
    return ok<RollbackAnswer>(answer, pick(fillBoth(message, { target }), request.language));
  });

  const checkSecret = (request: FastifyRequest) => {
    const secret = publisher().settings.secret;
    if (!secret) throw new ApiError(CODE.conflict, PUBLISH_MESSAGES.webhookNotSetUp);
    const given = request.headers['x-rebuild-secret'];
    if (typeof given !== 'string' || !sameSecret(given, secret)) throw new ApiError(CODE.forbidden, PUBLISH_MESSAGES.webhookWrongSecret);
  };

  app.post('/editor/rebuildStatus', {
    schema: {
      tags: ['editor'],
      summary: 'How a build is doing, for CI and npm run rebuild (header x-rebuild-secret): state, reason, and the log from `offset` on.',
      body: fields({ id: idField(), offset: wholeNumber({ label: { en: 'offset', zh: '偏移量' }, min: 0, max: 100_000_000 }) }),
    },
  }, async (request) => {
    checkSecret(request);
    const { id, offset = 0 } = (request.body ?? {}) as { id: number; offset?: number };
    const status = await publisher().status(id, offset);
    if (!status) throw new ApiError(CODE.notFound, PUBLISH_MESSAGES.noSuchBuild);
    return ok<RebuildStatusAnswer>(status);
  });

  // The webhook: any body (a CMS sends its own JSON) is accepted and ignored.
  await app.register(async (hook) => {
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    hook.post('/editor/rebuild', {
      schema: { tags: ['editor'], summary: 'Webhook for a CMS or a scheduler: rebuild and publish (header x-rebuild-secret = REBUILD_SECRET; 409 when not set up, 403 when wrong). The body is ignored.' },
    }, async (request) => {
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
          summary: answer.coalesced ? `Webhook asked to publish: joined waiting build #${answer.build}` : `Webhook asked to publish: build #${answer.build} queued`,
          detail: JSON.stringify({ ...answer, from: request.ip }),
        })
        .execute();
      const message = answer.coalesced ? PUBLISH_MESSAGES.coalesced : PUBLISH_MESSAGES.queued;
      return ok<PublishAnswer>(answer, pick(fillBoth(message, { id: answer.build }), request.language));
    });
  });
}
