import { useState } from 'react';
import { staffOrderList, type StaffOrderListRequest } from '#contract/calls/staff-orders.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { pageCount } from '../../../lib/editor/paging.ts';
import { ListPager } from '../../ListPager.tsx';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';
import { OrderFilterForm } from './OrderFilterForm.tsx';
import { OrderRows } from './OrderRows.tsx';
import { OrdersExport } from './OrdersExport.tsx';
import { StaffOrderPanel } from './StaffOrderPanel.tsx';

const PAGE_SIZE = 25;

/** Sales' orders: filters and search, a page of orders, the CSV for accounts, and one order opened in place. */
export function OrdersSection({ locale, strings }: SectionProps) {
  const text = strings.orders;
  const [filters, setFilters] = useState<StaffOrderListRequest>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = useAnswer(
    () => call(staffOrderList, { ...filters, page, pageSize: PAGE_SIZE }),
    JSON.stringify({ filters, page, openId }),
  );

  if (openId !== null)
    return <StaffOrderPanel id={openId} locale={locale} strings={strings} onBack={() => setOpenId(null)} />;
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <OrderFilterForm
        strings={strings}
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <OrdersExport filters={filters} strings={strings} />
      <Answer call={orders} strings={strings}>
        {({ list, total, pageSize }) =>
          list.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <>
              <p className="editor-note">{fill(text.count, { total })}</p>
              <OrderRows orders={list} caption={text.caption} locale={locale} strings={strings} onOpen={setOpenId} />
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
