import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { downloadUrls, downloadsAnchor } from '../../lib/catalogue/download-urls.ts';
import { productHref } from '../../lib/catalogue/tree-walk.ts';
import type { ResultsStrings } from './results-strings.ts';

interface Props {
  family: FamilyCard;
  locale: Locale;
  strings: Pick<ResultsStrings, 'downloadDrawing' | 'downloadDatasheet' | 'productDownloads'>;
}

/**
 * A result in the download view: the drawing and datasheet straight away, and the product page's
 * downloads (CAD models per variant). The anchor is the heading of its Downloads section.
 */
export function DownloadCard({ family, locale, strings }: Props) {
  const name = localised(family, 'name', locale);
  const product = localePath(locale, productHref(family));
  // The product name completes each link's name: "Drawing" alone is the same for every result.
  const of = <span className="visually-hidden"> – {name}</span>;
  return (
    <div className="tile download-card">
      <img src={family.pictureUrl} alt="" width={320} height={240} loading="lazy" decoding="async" />
      <a className="tile-title" href={product}>
        {name}
      </a>
      <span className="family-meta">{family.matchedPartNo ?? family.code}</span>
      <ul className="download-card-links">
        <li>
          <a href={downloadUrls.drawing(family.id)} download data-astro-prefetch="false">
            {strings.downloadDrawing}
            {of}
          </a>{' '}
          <small>SVG</small>
        </li>
        <li>
          <a href={downloadUrls.datasheet(family.id, locale)} download data-astro-prefetch="false">
            {strings.downloadDatasheet}
            {of}
          </a>{' '}
          <small>PDF</small>
        </li>
        <li>
          <a href={`${product}#${downloadsAnchor(family.id)}`}>
            {strings.productDownloads}
            {of}
          </a>
        </li>
      </ul>
    </div>
  );
}
