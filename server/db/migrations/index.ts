import type { Migration } from 'kysely/migration';
import * as catalogueAndAccounts from './001-catalogue-and-accounts.ts';
import * as registrations from './002-registrations.ts';
import * as browseHistory from './003-browse-history.ts';
import * as basketOrdersPayments from './004-basket-orders-payments.ts';
import * as editorsAndPublishing from './005-editors-and-publishing.ts';
import * as accountArea from './006-account-area.ts';
import * as replacedPayments from './007-replaced-payments.ts';
import * as mail from './009-mail.ts';
import * as backOffice from './010-back-office.ts';
import * as searchIndexes from './011-search-indexes.ts';
import * as familyShapes from './012-family-shapes.ts';
import * as searchSynonyms from './013-search-synonyms.ts';
import * as partNumbersInSearchAndHistory from './016-part-numbers-in-search-and-history.ts';
import * as paymentTerms from './020-payment-terms.ts';
import * as variantFinishes from './021-variant-finishes.ts';
import * as incrementalPublish from './022-incremental-publish.ts';
import * as familyShapesBackfill from './023-family-shapes-backfill.ts';
import * as uploadedDrawings from './024-uploaded-drawings.ts';
import * as familySearchSummaries from './026-family-search-summaries.ts';
import * as uploadedPictures from './027-uploaded-pictures.ts';
import * as spendingLimitPeriod from './029-spending-limit-period.ts';
import * as twoPersonChanges from './031-two-person-changes.ts';
import * as stockHolds from './032-stock-holds.ts';
import * as verifiedAddressSetup from './033-verified-address-setup.ts';
import * as companyRowAndNewsletterConfirmation from './034-company-row-and-newsletter-confirmation.ts';
import * as priceLists from './035-price-lists.ts';
import * as quotes from './039-quotes.ts';
import * as invoiceNumbers from './040-invoice-numbers.ts';
import * as partsLists from './041-parts-lists.ts';
import * as bomPartNumberHalves from './042-bom-part-number-halves.ts';
import * as taxRulesAndVatNumbers from './043-tax-rules-and-vat-numbers.ts';
import * as creditNotes from './044-credit-notes.ts';
import * as deliveryZones from './045-delivery-zones.ts';
import * as punchOut from './046-punch-out.ts';
import * as secondFactors from './047-second-factors.ts';
import * as singleSignOn from './048-single-sign-on.ts';
import * as sealedAuthenticatorSecrets from './050-sealed-authenticator-secrets.ts';
import * as punchOutTermsAndBuyers from './051-punch-out-terms-and-buyers.ts';
import * as returns from './052-returns.ts';
import * as quoteAttachments from './053-quote-attachments.ts';
import * as partNumberPrefixFamilies from './055-part-number-prefix-families.ts';
import * as deliveryDuties from './056-delivery-duties.ts';
import * as returnWithdrawal from './059-return-withdrawal.ts';
import * as searchVersion from './060-search-version.ts';

/** Every migration, in order; names are stored in the database, so never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '001-catalogue-and-accounts': catalogueAndAccounts,
  '002-registrations': registrations,
  '003-browse-history': browseHistory,
  '004-basket-orders-payments': basketOrdersPayments,
  '005-editors-and-publishing': editorsAndPublishing,
  '006-account-area': accountArea,
  '007-replaced-payments': replacedPayments,
  '009-mail': mail,
  '010-back-office': backOffice,
  '011-search-indexes': searchIndexes,
  '012-family-shapes': familyShapes,
  '013-search-synonyms': searchSynonyms,
  '016-part-numbers-in-search-and-history': partNumbersInSearchAndHistory,
  '020-payment-terms': paymentTerms,
  '021-variant-finishes': variantFinishes,
  '022-incremental-publish': incrementalPublish,
  '023-family-shapes-backfill': familyShapesBackfill,
  '024-uploaded-drawings': uploadedDrawings,
  '026-family-search-summaries': familySearchSummaries,
  '027-uploaded-pictures': uploadedPictures,
  '029-spending-limit-period': spendingLimitPeriod,
  '031-two-person-changes': twoPersonChanges,
  '032-stock-holds': stockHolds,
  '033-verified-address-setup': verifiedAddressSetup,
  '034-company-row-and-newsletter-confirmation': companyRowAndNewsletterConfirmation,
  '035-price-lists': priceLists,
  '039-quotes': quotes,
  '040-invoice-numbers': invoiceNumbers,
  '041-parts-lists': partsLists,
  '042-bom-part-number-halves': bomPartNumberHalves,
  '043-tax-rules-and-vat-numbers': taxRulesAndVatNumbers,
  '044-credit-notes': creditNotes,
  '045-delivery-zones': deliveryZones,
  '046-punch-out': punchOut,
  '047-second-factors': secondFactors,
  '048-single-sign-on': singleSignOn,
  '050-sealed-authenticator-secrets': sealedAuthenticatorSecrets,
  '051-punch-out-terms-and-buyers': punchOutTermsAndBuyers,
  '052-returns': returns,
  '053-quote-attachments': quoteAttachments,
  '055-part-number-prefix-families': partNumberPrefixFamilies,
  '056-delivery-duties': deliveryDuties,
  '059-return-withdrawal': returnWithdrawal,
  '060-search-version': searchVersion,
};
