import { customerPartNoSuggest } from '../../api/part-numbers.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { partHref } from '../../lib/catalogue/tree-walk.ts';
import { $session } from '../../stores/session.ts';
import { useAnswer } from '../use-answer.ts';
import { useStore } from '../use-store.ts';
import type { ResultsStrings } from './results-strings.ts';

interface Props {
  /** The search text as typed. */
  text: string;
  locale: Locale;
  strings: ResultsStrings;
}

/**
 * Above the results of a company member's search: our parts whose number in the company starts with
 * the text, with both numbers. A separate logged-in call (docs/pricing.md): the public search never
 * reads a company's numbers, and nobody outside a company asks.
 */
export function YourPartNumbers({ text, locale, strings }: Props) {
  const session = useStore($session);
  // A text longer than the header search takes (typed into the address) is not one of their numbers.
  const member =
    session.token !== '' && session.blongCompany === 1 && text.trim() !== '' && text.length <= LIMITS.search;
  const { answer } = useAnswer(member ? () => customerPartNoSuggest(text) : null, `your-part-numbers:${text}`);
  const found = answer?.partNumbers ?? [];
  if (!member || found.length === 0) return null;
  return (
    <section className="search-your-part-numbers" aria-labelledby="search-your-part-numbers">
      <h2 id="search-your-part-numbers">{strings.yourPartNumbers}</h2>
      <ul>
        {found.map((p) => (
          <li key={p.partNo}>
            <a href={localePath(locale, partHref({ id: p.familyId, slug: p.slug, matchedPartNo: p.partNo }))}>
              {fill(strings.yourPartNumberMatch, { customerPartNo: p.customerPartNo, partNo: p.partNo })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
