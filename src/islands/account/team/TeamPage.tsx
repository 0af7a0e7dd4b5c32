import '../../../styles/account-team.css';
import { useEffect } from 'react';
import { teamInfo } from '../../../api/team.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { setBlongCompany } from '../../../stores/session-change.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useAnswer } from '../../use-answer.ts';
import { ApprovalList } from './ApprovalList.tsx';
import { CompanySection } from './CompanySection.tsx';
import { CompanyTaxNumbers } from './CompanyTaxNumbers.tsx';
import { CreateCompany } from './CreateCompany.tsx';
import { InvitationList } from './InvitationList.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MembersTable } from './MembersTable.tsx';
import { PartNumbersSection } from './PartNumbersSection.tsx';
import { SecondFactorRule } from './SecondFactorRule.tsx';
import type { TeamStrings } from './team-strings.ts';
import type { TeamProps } from './team-props.ts';

interface Props {
  locale: Locale;
  strings: TeamStrings;
  gate: AccountStrings;
}

/** /acTeam: the company's team and its own part numbers for its members; admins change them, invite, and decide on orders above a limit. */
export default function TeamPage({ locale, strings, gate }: Props) {
  return (
    <AccountGate strings={gate}>
      <Team locale={locale} strings={strings} gate={gate} />
    </AccountGate>
  );
}

function Team({ locale, strings, gate }: Props) {
  const { answer: team, setAnswer, status, retry } = useAnswer(teamInfo, 'team');

  // The session's blongCompany follows the team (created, joined or left) without a new login.
  const belongs = team ? team.company !== null : null;
  useEffect(() => {
    if (belongs !== null) setBlongCompany(belongs);
  }, [belongs]);

  if (status === 'failed') return <LoadFailed retry={retry} strings={gate} />;
  if (!team) return <p role="status">{strings.loading}</p>;
  if (!team.company) return <CreateCompany strings={strings.noCompany} onTeam={setAnswer} />;
  const props: TeamProps = { team, locale, strings, onTeam: setAnswer };
  const isAdmin = team.yourRole === 'admin';
  return (
    <div className="team-page">
      <CompanySection {...props} />
      <CompanyTaxNumbers locale={locale} strings={strings.taxNumbers} />
      <MembersTable {...props} />
      {isAdmin && (
        <>
          <ApprovalList {...props} />
          <SecondFactorRule {...props} />
          <InviteForm {...props} />
          <InvitationList {...props} />
        </>
      )}
      <PartNumbersSection locale={locale} strings={strings.partNumbers} gate={gate} />
    </div>
  );
}
