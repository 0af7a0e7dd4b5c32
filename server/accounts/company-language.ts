import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';

/**
 * A company's language: its administrator's (users.language, the one they chose for the shop's
 * messages on /acInformation), the first active one's when it has several; English when it has
 * none. Documents staff download for the company, such as its statement, are written in it.
 */
export async function companyLanguage(db: Db, companyId: number): Promise<Language> {
  const admin = await db
    .selectFrom('users')
    .select('language')
    .where('companyId', '=', companyId)
    .where('companyRole', '=', 'admin')
    .orderBy((eb) => eb('disabledAt', 'is not', null))
    .orderBy('id')
    .executeTakeFirst();
  return admin?.language === 'zh-cn' ? 'zh-cn' : 'en';
}
