import { account as enAccount } from './en/account.ts';
import { accountPayments as enAccountPayments } from './en/account-payments.ts';
import { accountMessages as enAccountMessages } from './en/account-messages.ts';
import { accountTeam as enAccountTeam } from './en/account-team.ts';
import { accountOrders as enAccountOrders } from './en/account-orders.ts';
import { accountProfile as enAccountProfile } from './en/account-profile.ts';
import { basket as enBasket } from './en/basket.ts';
import { bom as enBom } from './en/bom.ts';
import { catalogue as enCatalogue } from './en/catalogue.ts';
import { common as enCommon } from './en/common.ts';
import { editor as enEditor } from './en/editor.ts';
import { footer as enFooter } from './en/footer.ts';
import { header as enHeader } from './en/header.ts';
import { pages as enPages } from './en/pages.ts';
import { payment as enPayment } from './en/payment.ts';
import { preview as enPreview } from './en/preview.ts';
import { prices as enPrices } from './en/prices.ts';
import { quotes as enQuotes } from './en/quotes.ts';
import { partsLists as enPartsLists } from './en/parts-lists.ts';
import { register as enRegister } from './en/register.ts';
import { resetPassword as enResetPassword } from './en/reset-password.ts';
import { verifyEmail as enVerifyEmail } from './en/verify-email.ts';
import { confirmSubscription as enConfirmSubscription } from './en/confirm-subscription.ts';
import { search as enSearch } from './en/search.ts';
import { signIn as enSignIn } from './en/sign-in.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { account as zhAccount } from './zh-cn/account.ts';
import { accountPayments as zhAccountPayments } from './zh-cn/account-payments.ts';
import { accountMessages as zhAccountMessages } from './zh-cn/account-messages.ts';
import { accountTeam as zhAccountTeam } from './zh-cn/account-team.ts';
import { accountOrders as zhAccountOrders } from './zh-cn/account-orders.ts';
import { accountProfile as zhAccountProfile } from './zh-cn/account-profile.ts';
import { basket as zhBasket } from './zh-cn/basket.ts';
import { catalogue as zhCatalogue } from './zh-cn/catalogue.ts';
import { common as zhCommon } from './zh-cn/common.ts';
import { editor as zhEditor } from './zh-cn/editor.ts';
import { footer as zhFooter } from './zh-cn/footer.ts';
import { header as zhHeader } from './zh-cn/header.ts';
import { pages as zhPages } from './zh-cn/pages.ts';
import { payment as zhPayment } from './zh-cn/payment.ts';
import { preview as zhPreview } from './zh-cn/preview.ts';
import { prices as zhPrices } from './zh-cn/prices.ts';
import { quotes as zhQuotes } from './zh-cn/quotes.ts';
import { bom as zhBom } from './zh-cn/bom.ts';
import { partsLists as zhPartsLists } from './zh-cn/parts-lists.ts';
import { register as zhRegister } from './zh-cn/register.ts';
import { resetPassword as zhResetPassword } from './zh-cn/reset-password.ts';
import { verifyEmail as zhVerifyEmail } from './zh-cn/verify-email.ts';
import { confirmSubscription as zhConfirmSubscription } from './zh-cn/confirm-subscription.ts';
import { search as zhSearch } from './zh-cn/search.ts';
import { signIn as zhSignIn } from './zh-cn/sign-in.ts';

/**
 * Every visible string, by area. Each zh-cn area is typed as its English twin, so a string missing
 * in Chinese is a compile error, not an English word on a Chinese page.
 */
const en = {
  common: enCommon,
  header: enHeader,
  signIn: enSignIn,
  footer: enFooter,
  pages: enPages,
  catalogue: enCatalogue,
  register: enRegister,
  resetPassword: enResetPassword,
  verifyEmail: enVerifyEmail,
  confirmSubscription: enConfirmSubscription,
  search: enSearch,
  basket: enBasket,
  payment: enPayment,
  editor: enEditor,
  account: enAccount,
  accountPayments: enAccountPayments,
  accountMessages: enAccountMessages,
  accountTeam: enAccountTeam,
  accountOrders: enAccountOrders,
  accountProfile: enAccountProfile,
  preview: enPreview,
  prices: enPrices,
  quotes: enQuotes,
  partsLists: enPartsLists,
  bom: enBom,
};
export type Dictionary = typeof en;

const zhCn: Dictionary = {
  common: zhCommon,
  header: zhHeader,
  signIn: zhSignIn,
  footer: zhFooter,
  pages: zhPages,
  catalogue: zhCatalogue,
  register: zhRegister,
  resetPassword: zhResetPassword,
  verifyEmail: zhVerifyEmail,
  confirmSubscription: zhConfirmSubscription,
  search: zhSearch,
  basket: zhBasket,
  payment: zhPayment,
  editor: zhEditor,
  account: zhAccount,
  accountPayments: zhAccountPayments,
  accountMessages: zhAccountMessages,
  accountTeam: zhAccountTeam,
  accountOrders: zhAccountOrders,
  accountProfile: zhAccountProfile,
  preview: zhPreview,
  prices: zhPrices,
  quotes: zhQuotes,
  partsLists: zhPartsLists,
  bom: zhBom,
};

const DICTIONARIES: Record<Locale, Dictionary> = { en, 'zh-cn': zhCn };

export function dictionary(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

export { fill as format } from '#contract/i18n/text.ts';
