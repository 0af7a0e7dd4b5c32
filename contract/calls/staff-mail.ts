import * as T from 'typebox';
import { defineCall, noAnswer, orNull } from '../call.ts';
import { emptyBody, fields, idField } from '../fields.ts';

/** The outbox's failures for admins: messages the SMTP server never took after every retry, and sending one again. */

export const FAILED_MAIL_LABEL = { en: 'message', zh: '邮件' };

/** How many failed messages the list shows, newest first; an operator reads the rest in mail_outbox (docs/email.md). */
export const FAILED_MAIL_LIST_MAX = 200;

export const FailedMail = T.Object({
  id: T.Integer(),
  recipient: T.String(),
  /** The template's name (verifyEmail, orderUpdate …). */
  template: T.String(),
  language: T.String(),
  attempts: T.Integer(),
  /** The last refusal, as the SMTP server or the network said it. */
  lastError: orNull(T.String()),
  /** ISO 8601. */
  createdAt: T.String(),
});
export type FailedMail = T.Static<typeof FailedMail>;

export const staffMailFailedList = defineCall({
  path: 'staff/mailFailedList',
  caller: 'admin',
  tag: 'staff',
  summary: `Messages that could not be sent after every retry, newest first (at most ${FAILED_MAIL_LIST_MAX})`,
  body: emptyBody,
  answer: T.Object({ list: T.Array(FailedMail), total: T.Integer() }),
});

export const staffMailResend = defineCall({
  path: 'staff/mailResend',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Send a failed message again: it is queued as new and the worker sends it within seconds (404 no such failed message); audited',
  body: fields({ id: idField(FAILED_MAIL_LABEL) }),
  answer: noAnswer,
});
