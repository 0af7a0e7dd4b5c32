import '../../../styles/account-orders.css';
import { useState } from 'react';
import { orderList } from '../../../api/order-history.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { ListPager } from '../../ListPager.tsx';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { filterRequest, NO_FILTERS, OrderFilters, type FilterValues } from './OrderFilters.tsx';
import { OrderTable } from './OrderTable.tsx';
import type { OrdersStrings } from './orders-strings.ts';

interface Props {
  locale: Locale;
  strings: OrdersStrings;
  gate: AccountStrings;
}

/** /acOrder: the buyer's orders newest first, paged, with filters; a company admin may see the whole team's. */
export default function OrdersPage({ locale, strings, gate }: Props) {
  return (
    <AccountGate strings={gate}>
      <OrderHistory locale={locale} strings={strings} gate={gate} />
    </AccountGate>
  );
}

function OrderHistory({ locale, strings, gate }: Props) {
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const request = { ...filterRequest(filters), page };
  const { answer, status, retry } = useAnswer(() => orderList(request), JSON.stringify(request));
  // The filters stay on screen while a page loads; only the results wait.
  const [canSeeTeam, setCanSeeTeam] = useState(false);
  if (answer && answer.canSeeTeam !== canSeeTeam) setCanSeeTeam(answer.canSeeTeam);

  const apply = (next: FilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = JSON.stringify({ ...filters, scope: 'mine' }) !== JSON.stringify(NO_FILTERS);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  return (
    <div className="orders-page">
      <OrderFilters applied={filters} canSeeTeam={canSeeTeam} onApply={apply} strings={strings} />
      <div className="order-results" aria-busy={status === 'loading'}>
        {status === 'failed' && <LoadFailed retry={retry} strings={gate} />}
        {status === 'loading' && <p role="status">{gate.loading}</p>}
        {answer && (
          <>
            <p role="status" className="order-count">
              {fill(strings.found, { n: answer.total })}
            </p>
            {answer.orders.length > 0 ? (
              <OrderTable
                orders={answer.orders}
                team={filters.scope === 'team' && answer.canSeeTeam}
                locale={locale}
                strings={strings}
              />
            ) : filtered ? (
              <p>{strings.noMatches}</p>
            ) : (
              <p>
                {strings.noOrders} <a href={localePath(locale, '/')}>{strings.startShopping}</a>
              </p>
            )}
            <ListPager page={page} pages={pages} onPage={setPage} label={strings.pages} strings={strings} />
          </>
        )}
      </div>
    </div>
  );
}
