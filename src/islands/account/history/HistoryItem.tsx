import type { BrowseHistoryItem } from '#contract/calls/browse-history.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { PartPicture } from '../../../components/catalogue/PartPicture.tsx';
import { productPartHref } from '../../../lib/catalogue/tree-walk.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';

interface Props {
  item: BrowseHistoryItem;
  locale: Locale;
  strings: Dictionary['accountProfile']['history'];
  onRemove: () => void;
}

/**
 * One viewed product: the picture of the part last chosen (else the family's), name, family code, the part number last chosen on its page, when it
 * was last viewed, a link to open it again (with that part chosen) and Remove.
 */
export function HistoryItem({ item, locale, strings, onRemove }: Props) {
  const { family } = item;
  const name = locale === 'zh-cn' ? family.nameZh : family.name;
  const href = localePath(locale, productPartHref(family, item.partNo));
  return (
    <article className="history-item" aria-label={name}>
      {item.partNo ? (
        <PartPicture partNo={item.partNo} width={96} height={72} />
      ) : (
        <img src={family.pictureUrl} alt="" width={96} height={72} loading="lazy" decoding="async" />
      )}
      <div className="history-text">
        <a className="history-name" href={href}>
          {name}
        </a>
        <span className="history-code">{family.code}</span>
        {item.partNo && <span className="history-part">{fill(strings.lastChosen, { partNo: item.partNo })}</span>}
        <span>{fill(strings.viewed, { date: formatDateTime(item.viewedAt, locale) })}</span>
        {item.viewCount > 1 && <span className="history-count">{fill(strings.views, { n: item.viewCount })}</span>}
      </div>
      <div className="history-actions">
        <a className="button secondary" href={href} aria-label={fill(strings.openName, { name })}>
          {strings.open}
        </a>
        <button
          type="button"
          className="button secondary"
          aria-label={fill(strings.removeName, { name })}
          onClick={onRemove}
        >
          {strings.remove}
        </button>
      </div>
    </article>
  );
}
