import { useEffect, useRef, type ComponentType } from 'react';
import type { StaffRole } from '#contract/calls/staff.ts';
import { sectionsFor, type EditorSection } from '../../lib/editor/sections.ts';
import { CompaniesSection } from './companies/CompaniesSection.tsx';
import { CustomersSection } from './customers/CustomersSection.tsx';
import { DeliverySection } from './delivery/DeliverySection.tsx';
import { OrdersSection } from './orders/OrdersSection.tsx';
import { PriceListsSection } from './prices/PriceListsSection.tsx';
import { PunchOutSection } from './punch-out/PunchOutSection.tsx';
import { QuoteFloorsSection } from './quotes/QuoteFloorsSection.tsx';
import { QuotesSection } from './quotes/QuotesSection.tsx';
import { ReturnsSection } from './returns/ReturnsSection.tsx';
import { StaffSection } from './staff/StaffSection.tsx';
import { BankSection } from './BankSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { ChangesSection } from './ChangesSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { ImportSection } from './ImportSection.tsx';
import { MailSection } from './MailSection.tsx';
import { PagesSection } from './PagesSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import { PublishSection } from './PublishSection.tsx';
import type { SectionProps } from './section-props.ts';
import { ServicesSection } from './ServicesSection.tsx';
import { SynonymsSection } from './SynonymsSection.tsx';
import { TaxRatesSection } from './TaxRatesSection.tsx';
import { useSection } from './use-section.ts';

const VIEWS: Record<EditorSection, ComponentType<SectionProps>> = {
  orders: OrdersSection,
  returns: ReturnsSection,
  quotes: QuotesSection,
  quoteFloors: QuoteFloorsSection,
  companies: CompaniesSection,
  customers: CustomersSection,
  priceLists: PriceListsSection,
  delivery: DeliverySection,
  staff: StaffSection,
  punchOut: PunchOutSection,
  bank: BankSection,
  taxRates: TaxRatesSection,
  company: CompanySection,
  services: ServicesSection,
  pages: PagesSection,
  categories: CategoriesSection,
  products: ProductsSection,
  synonyms: SynonymsSection,
  mail: MailSection,
  import: ImportSection,
  publish: PublishSection,
  changes: ChangesSection,
};

/** Sections whose saves reach the site only with the next publish. */
const CONTENT: ReadonlySet<EditorSection> = new Set(['company', 'services', 'pages', 'categories', 'products']);

/**
 * The console: the list of sections and the one chosen. Choosing a section moves focus to its
 * heading, so keyboard and screen-reader users land in what they opened.
 */
export function EditorSections({ locale, strings, role }: SectionProps & { role: StaffRole }) {
  const section = useSection(role);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) heading.current?.focus();
    opened.current = true;
  }, [section]);

  const View = VIEWS[section];
  return (
    <div className="editor-console">
      <nav className="editor-nav" aria-label={strings.sectionsLabel}>
        <ul>
          {sectionsFor(role).map((name) => (
            <li key={name}>
              <a href={`#${name}`} aria-current={name === section ? 'page' : undefined}>
                {strings.sections[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="editor-section" aria-labelledby="editor-section-title">
        <h2 id="editor-section-title" ref={heading} tabIndex={-1}>
          {strings.sections[section]}
        </h2>
        {CONTENT.has(section) && <p className="editor-note">{strings.publishNote}</p>}
        <View key={section} locale={locale} strings={strings} role={role} />
      </section>
    </div>
  );
}
