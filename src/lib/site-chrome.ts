import { acleList, categoryTree, companyInfoDetail } from '../api/catalogue.ts';
import type { ServiceItem } from '#contract/calls/content.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import type { CompanyInfo } from '#contract/calls/company.ts';

/** What the header and footer of every page show; fetched once per build, not once per page. */
export interface SiteChrome {
  company: CompanyInfo;
  tree: CategoryNode[];
  services: ServiceItem[];
}

let chrome: Promise<SiteChrome> | undefined;

export function siteChrome(): Promise<SiteChrome> {
  chrome ??= Promise.all([companyInfoDetail(), categoryTree(), acleList()]).then(([company, tree, services]) => ({ company, tree, services }));
  return chrome;
}
