import { acceptedPayments, acleList, categoryTree, companyInfoDetail } from '../api/catalogue.ts';
import type { ServiceItem } from '#contract/calls/content.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import type { AcceptedPayments, CompanyInfo } from '#contract/calls/company.ts';

/** What the header and footer of every page show; fetched once per build, not once per page. */
export interface SiteChrome {
  company: CompanyInfo;
  tree: CategoryNode[];
  services: ServiceItem[];
  /** Fixed at build time: a shop that starts taking cards is rebuilt to say so. */
  payments: AcceptedPayments;
}

let chrome: Promise<SiteChrome> | undefined;

export function siteChrome(): Promise<SiteChrome> {
  chrome ??= Promise.all([companyInfoDetail(), categoryTree(), acleList(), acceptedPayments()]).then(
    ([company, tree, services, payments]) => ({
      company,
      tree,
      services,
      payments,
    }),
  );
  return chrome;
}
