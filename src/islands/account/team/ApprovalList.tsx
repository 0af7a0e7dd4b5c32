import { localePath } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDate } from '#contract/format/dates.ts';
import { ApprovalActions } from './ApprovalActions.tsx';
import type { TeamProps } from './team-props.ts';

/** For admins: the team's orders above a buyer's spending limit, each approved or rejected in place. */
export function ApprovalList({ team, locale, strings, onTeam }: TeamProps) {
  const s = strings.approvals;
  // A decided order leaves the list; the rest of the team is unchanged.
  const decided = (id: number) => onTeam({ ...team, approvals: team.approvals.filter((a) => a.id !== id) });
  return (
    <section className="team-section" aria-labelledby="team-approvals-heading">
      <h2 id="team-approvals-heading">{s.heading}</h2>
      {team.approvals.length === 0 ? (
        <p>{s.none}</p>
      ) : (
        <div className="team-table-wrap">
          <table className="data-table team-table">
            <thead>
              <tr>
                <th scope="col">{s.order}</th>
                <th scope="col">{s.buyer}</th>
                <th scope="col">{s.placed}</th>
                <th scope="col" className="num">
                  {s.total}
                </th>
                <th scope="col" className="num">
                  {s.limit}
                </th>
                <th scope="col">{s.decision}</th>
              </tr>
            </thead>
            <tbody>
              {team.approvals.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    <a href={localePath(locale, `/acOrderdetails/${a.id}`)}>{a.orderNo}</a>
                  </th>
                  <td>{a.buyerName}</td>
                  <td>{formatDate(a.createdAt, locale)}</td>
                  <td className="num">{formatPence(a.totalPence, locale)}</td>
                  <td className="num">
                    {a.spendingLimitPence === null
                      ? strings.members.noLimit
                      : formatPence(a.spendingLimitPence, locale)}
                  </td>
                  <td>
                    <ApprovalActions
                      orderId={a.id}
                      approvalState="pending"
                      strings={strings.approval}
                      onDecided={() => decided(a.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
