import type { SeedPage } from '../../types.ts';
import { aboutPage } from './about.ts';
import { contactPage } from './contact.ts';
import { cookiePolicyPage } from './cookie-policy.ts';
import { copyrightPage } from './copyright.ts';
import { faqPage } from './faq.ts';
import { privacyPolicyPage } from './privacy-policy.ts';
import { technicalPage } from './technical.ts';
import { websiteTermsPage } from './terms-and-conditions-website.ts';
import { termsConditionsPage } from './terms-conditions.ts';

/** The info and legal pages in the order of PAGE_SLUGS. */
export const pages: SeedPage[] = [
  aboutPage,
  technicalPage,
  contactPage,
  faqPage,
  copyrightPage,
  termsConditionsPage,
  privacyPolicyPage,
  cookiePolicyPage,
  websiteTermsPage,
];
