import type { CompanySignOn, CompanySignOnSaveRequest } from '#contract/calls/sign-on.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { SIGN_ON_MESSAGES } from '../i18n/sign-on-messages.ts';
import { parseDomains } from './domains.ts';
import { sealSecret } from '../auth/sealed-secret.ts';

/**
 * A company's single sign-on as administrators set it in the console: the provider, and the e-mail
 * domains it owns. Every change is audited (area company); the secret is sealed and never answered
 * or recorded, only that it changed.
 */

async function requireCompany(db: Db, companyId: number): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new ApiError(CODE.notFound, SIGN_ON_MESSAGES.noSuchCompany);
}

export async function readCompanySignOn(db: Db, companyId: number): Promise<CompanySignOn> {
  await requireCompany(db, companyId);
  const row = await db
    .selectFrom('companySignOn')
    .select(['issuer', 'clientId'])
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  const domains = await db
    .selectFrom('signOnDomains')
    .select('domain')
    .where('companyId', '=', companyId)
    .orderBy('domain')
    .execute();
  return {
    companyId,
    configured: row !== undefined,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    hasSecret: row !== undefined,
    domains: domains.map((d) => d.domain),
  };
}

export async function saveCompanySignOn(
  db: Db,
  admin: EditorSession,
  key: Buffer | null,
  request: CompanySignOnSaveRequest,
): Promise<void> {
  const domains = parseDomains(request.domains);
  const secret = request.clientSecret ?? '';
  if (secret !== '' && !key) throw new ApiError(CODE.conflict, SIGN_ON_MESSAGES.noSealingKey);
  await db.transaction().execute(async (tx) => {
    await requireCompany(tx, request.id);
    const before = await readCompanySignOn(tx, request.id);
    if (!before.configured && secret === '') throw new ApiError(CODE.badInput, SIGN_ON_MESSAGES.secretRequired);
    const taken = await tx
      .selectFrom('signOnDomains')
      .select('domain')
      .where('domain', 'in', domains)
      .where('companyId', '!=', request.id)
      .executeTakeFirst();
    if (taken) throw new ApiError(CODE.conflict, fillBoth(SIGN_ON_MESSAGES.domainTaken, { domain: taken.domain }));
    const provider = { issuer: request.issuer, clientId: request.clientId, updatedAt: new Date() };
    const sealed = secret !== '' && key ? { clientSecretSealed: sealSecret(secret, key) } : {};
    if (before.configured)
      await tx
        .updateTable('companySignOn')
        .set({ ...provider, ...sealed })
        .where('companyId', '=', request.id)
        .execute();
    else
      await tx
        .insertInto('companySignOn')
        .values({ ...provider, companyId: request.id, clientSecretSealed: sealed.clientSecretSealed ?? '' })
        .execute();
    await tx.deleteFrom('signOnDomains').where('companyId', '=', request.id).execute();
    await tx
      .insertInto('signOnDomains')
      .values(domains.map((domain) => ({ domain, companyId: request.id })))
      .execute();
    await recordChange(tx, admin, {
      area: 'company',
      recordId: request.id,
      action: 'signOn',
      summary: `Single sign-on of company ${request.id} set: ${request.issuer} for ${domains.join(', ')}`,
      detail: {
        issuer: { from: before.issuer, to: request.issuer },
        clientId: { from: before.clientId, to: request.clientId },
        domains: { from: before.domains.join(', '), to: domains.join(', ') },
        secretChanged: secret !== '',
      },
    });
  });
}

export async function removeCompanySignOn(db: Db, admin: EditorSession, companyId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await readCompanySignOn(tx, companyId);
    if (!before.configured) return;
    await tx.deleteFrom('companySignOn').where('companyId', '=', companyId).execute();
    await recordChange(tx, admin, {
      area: 'company',
      recordId: companyId,
      action: 'signOnRemove',
      summary: `Single sign-on of company ${companyId} removed (${before.issuer})`,
      detail: { issuer: { from: before.issuer, to: '' }, domains: { from: before.domains.join(', '), to: '' } },
    });
  });
}
