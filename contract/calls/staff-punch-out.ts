import * as T from 'typebox';
import { defineCall, enumOf } from '../call.ts';
import { emptyBody, fields, idField, oneOf, text, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { PUNCH_OUT_LIMITS, PUNCH_OUT_PROTOCOLS, PUNCH_OUT_TERMS } from '../limits/punch-out.ts';
import { businessText } from '../one-line-fields.ts';

/** Punch-out connections in the staff console (admins): list, add (the secret is shown once), remove. */

export const PunchOutConnection = T.Object({
  id: T.Integer(),
  companyId: T.Integer(),
  companyName: T.String(),
  protocol: enumOf(PUNCH_OUT_PROTOCOLS),
  systemName: T.String(),
  identity: T.String(),
  domain: T.String(),
  toIdentity: T.String(),
  senderIdentity: T.String(),
  needsApproval: T.Boolean(),
  paymentTerms: enumOf(PUNCH_OUT_TERMS),
  createdAt: T.String({ description: 'ISO 8601' }),
});
export type PunchOutConnection = T.Static<typeof PunchOutConnection>;

const IDENTITY_PATTERN = /^[\w.@:+-]+$/;
const IDENTITY_MESSAGE = { en: 'Use letters, digits and . _ - @ : + only', zh: '只能使用字母、数字和 . _ - @ : +' };
const identityText = (label: { en: string; zh: string }, max: number) =>
  text({ label, max, pattern: IDENTITY_PATTERN, patternMessage: IDENTITY_MESSAGE });

export const staffPunchOutList = defineCall({
  path: 'staff/punchOutList',
  caller: 'admin',
  tag: 'staff',
  summary: 'Every punch-out connection, by company',
  body: emptyBody,
  answer: T.Object({ list: T.Array(PunchOutConnection) }),
});

export const staffPunchOutAdd = defineCall({
  path: 'staff/punchOutAdd',
  caller: 'admin',
  tag: 'staff',
  summary:
    "Add a company's punch-out connection; the answer holds its new secret, shown this once (409 when the identity is taken)",
  body: fields({
    companyId: idField(STAFF_LABELS.company),
    protocol: oneOf({ label: STAFF_LABELS.protocol, values: PUNCH_OUT_PROTOCOLS, required: true }),
    systemName: businessText({ label: STAFF_LABELS.systemName, max: PUNCH_OUT_LIMITS.systemName, required: true }),
    identity: text({
      label: STAFF_LABELS.identity,
      max: PUNCH_OUT_LIMITS.identity,
      required: true,
      pattern: IDENTITY_PATTERN,
      patternMessage: IDENTITY_MESSAGE,
    }),
    domain: identityText(STAFF_LABELS.domain, PUNCH_OUT_LIMITS.domain),
    toIdentity: identityText(STAFF_LABELS.toIdentity, PUNCH_OUT_LIMITS.identity),
    senderIdentity: identityText(STAFF_LABELS.senderIdentity, PUNCH_OUT_LIMITS.identity),
    needsApproval: yesNo({ label: STAFF_LABELS.needsApproval }),
    /** The company's own terms when not given. */
    paymentTerms: oneOf({ label: STAFF_LABELS.terms, values: PUNCH_OUT_TERMS }),
  }),
  answer: T.Object({ connection: PunchOutConnection, secret: T.String() }),
});
export type PunchOutAddRequest = T.Static<typeof staffPunchOutAdd.body>;

export const staffPunchOutRemove = defineCall({
  path: 'staff/punchOutRemove',
  caller: 'admin',
  tag: 'staff',
  summary: 'Remove a punch-out connection: its sessions end and its identity answers 401',
  body: fields({ id: idField(STAFF_LABELS.punchOutConnection) }),
  answer: T.Object({ list: T.Array(PunchOutConnection) }),
});
