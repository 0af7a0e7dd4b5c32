import { useState } from 'react';
import { staffQuoteList } from '#contract/calls/staff-quotes.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { pageCount } from '../../../lib/editor/paging.ts';
import { ListPager } from '../../ListPager.tsx';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';
import { QuoteFilterForm, type QuoteFilters } from './QuoteFilterForm.tsx';
import { QuoteRows } from './QuoteRows.tsx';
import { StaffQuotePanel } from './StaffQuotePanel.tsx';

const PAGE_SIZE = 25;

/** Sales' quote queue: newest first, filtered by state, company and age; one quote opened in place to price and send. */
export function QuotesSection({ locale, strings, role }: SectionProps) {
  const text = strings.quotes;
  const [filters, setFilters] = useState<QuoteFilters>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const quotes = useAnswer(
    () => call(staffQuoteList, { ...filters, page, pageSize: PAGE_SIZE }),
    JSON.stringify({ filters, page, openId }),
  );

  if (openId !== null)
    return (
      <StaffQuotePanel
        id={openId}
        locale={locale}
        strings={strings}
        admin={role === 'admin'}
        onBack={() => setOpenId(null)}
      />
    );
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <QuoteFilterForm
        locale={locale}
        strings={strings}
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Answer call={quotes} strings={strings}>
        {({ list, total, pageSize }) =>
          list.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <>
              <p className="editor-note">{fill(text.count, { total })}</p>
              <QuoteRows quotes={list} locale={locale} strings={strings} onOpen={setOpenId} />
              <ListPager
                page={page}
                pages={pageCount(total, pageSize)}
                onPage={setPage}
                label={text.caption}
                strings={strings}
              />
            </>
          )
        }
      </Answer>
    </>
  );
}
