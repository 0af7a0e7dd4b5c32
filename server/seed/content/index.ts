import type { SeedContent } from '../types.ts';
import { companyInfo } from './company.ts';
import { pages } from './pages/index.ts';
import { services } from './services.ts';

/** The demo shop's company details, services and info pages, in English and simplified Chinese. */
export const demoContent: SeedContent = {
  company: companyInfo,
  services,
  pages,
};
