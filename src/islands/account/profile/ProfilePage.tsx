import '../../../styles/account-profile.css';
import { useEffect } from 'react';
import { userInfo } from '../../../api/account.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useAnswer } from '../../use-answer.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import type { ProfileStrings } from './profile-strings.ts';
import { SetupReviewNotice } from './SetupReviewNotice.tsx';
import { TaxNumbersSection } from './TaxNumbersSection.tsx';
import { VerifyNotice } from './VerifyNotice.tsx';

interface Props {
  locale: Locale;
  strings: Dictionary['accountProfile'];
  register: Dictionary['register'];
  gate: AccountStrings;
}

/** /acInformation: the buyer's details, password, language, newsletter, VAT numbers and second factors, one anchored section each (#section1 … #section6). */
export default function ProfilePage({ locale, strings, register, gate }: Props) {
  return (
    <div className="account-profile">
      <AccountGate strings={gate}>
        <Profile locale={locale} strings={{ profile: strings, register }} gate={gate} />
      </AccountGate>
    </div>
  );
}

function Profile({ locale, strings, gate }: { locale: Locale; strings: ProfileStrings; gate: AccountStrings }) {
  const { answer: info, setAnswer, status, retry } = useAnswer(userInfo, 'userInfo');
  const ready = info !== null;

  // /acInformation#section1 (where a login lands): the section takes the focus once it is there, so
  // keyboard and screen-reader users start where the page was scrolled to (fragment-scroll.ts scrolls).
  useEffect(() => {
    if (!ready || !/^#section[1-5]$/.test(window.location.hash)) return;
    document.getElementById(window.location.hash.slice(1))?.focus({ preventScroll: true });
  }, [ready]);

  if (status === 'failed') return <LoadFailed strings={gate} retry={retry} />;
  if (!info) return <p role="status">{gate.loading}</p>;
  const merge = (change: Partial<UserInfo>) => setAnswer({ ...info, ...change });
  const text = strings.profile;
  const contents: Array<[string, string]> = [
    ['section1', text.details.title],
    ['section2', text.password.title],
    ['section3', text.language.title],
    ['section4', text.newsletter.title],
    ['section5', text.taxNumbers.title],
    ['section6', text.security.title],
  ];
  return (
    <>
      {!info.emailVerified && <VerifyNotice email={info.email} strings={strings} />}
      {info.emailVerified && <SetupReviewNotice strings={strings} />}
      <nav className="profile-contents" aria-label={text.contents}>
        <ul>
          {contents.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <DetailsSection info={info} onSaved={merge} locale={locale} strings={strings} />
      <PasswordSection strings={strings} />
      <LanguageSection info={info} onSaved={merge} strings={strings} />
      <NewsletterSection info={info} onSaved={merge} strings={strings} />
      <TaxNumbersSection locale={locale} strings={text.taxNumbers} />
      <SecuritySection locale={locale} strings={strings} />
    </>
  );
}
