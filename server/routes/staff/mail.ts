import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-mail.ts';
import { listFailedMail, resendFailedMail } from '../../back-office/failed-mail.ts';
import { route } from '../../http/route.ts';

/** The failed messages of the outbox, for admins (contract/calls/staff-mail.ts, docs/email.md). */
export async function staffMailRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffMailFailedList, async () => listFailedMail(app.db));
  route(app, calls.staffMailResend, async ({ body, session }) => {
    await resendFailedMail(app.db, session, body.id);
    return null;
  });
}
