import { profileUpdate } from '../../../api/profile.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { showMessage } from '../../../stores/messages.ts';
import { CheckedField } from './CheckedField.tsx';
import { DETAILS_FIELDS, detailsProblems, emailChanged, type DetailsField } from './profile-checks.ts';
import type { ProfileStrings } from './profile-strings.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { useCheckedForm } from '../../use-checked-form.ts';

interface Props {
  info: UserInfo;
  onSaved: (info: UserInfo) => void;
  locale: Locale;
  strings: ProfileStrings;
}

/** #section1: names, email and phone; the company is shown, changed on the Team page. A new email asks for the password. */
export function DetailsSection({ info, onSaved, locale, strings }: Props) {
  const text = strings.profile.details;
  const labels = strings.register;
  const form = useCheckedForm<DetailsField>(
    DETAILS_FIELDS,
    { firstName: info.firstName, lastName: info.lastName, email: info.email, phone: info.phone, pwd: '' },
    (values) => detailsProblems(values, info.email, strings),
    async (values) => {
      const changing = emailChanged(values.email, info.email);
      const saved = await profileUpdate({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(changing ? { pwd: values.pwd } : {}),
      });
      form.setValues({ ...values, email: saved.email, pwd: '' });
      onSaved(saved);
      showMessage('success', text.saved);
    },
  );
  const field = (
    name: DetailsField,
    label: string,
    type: string,
    autoComplete: string,
    extra: { hint?: string; required?: boolean } = {},
  ) => (
    <CheckedField
      id={`profile-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      type={type}
      autoComplete={autoComplete}
      problem={form.problems[name]}
      inputRef={form.inputRef(name)}
      {...extra}
    />
  );

  return (
    <ProfileSection id="section1" title={text.title} intro={text.intro}>
      <form className="profile-form" onSubmit={(event) => void form.submit(event)} noValidate>
        <div className="profile-names">
          {field('firstName', labels.firstName, 'text', 'given-name', { required: true })}
          {field('lastName', labels.lastName, 'text', 'family-name', { required: true })}
        </div>
        {field('email', labels.email, 'email', 'email', { required: true })}
        {emailChanged(form.values.email, info.email) &&
          field('pwd', text.currentPassword, 'password', 'current-password', {
            required: true,
            hint: text.emailPasswordHint,
          })}
        {field('phone', text.phone, 'tel', 'tel', { hint: text.phoneHint })}
        <dl className="profile-readonly">
          <dt className="profile-label">{text.company}</dt>
          <dd>
            {info.companyName ?? text.noCompany}
            {' · '}
            <a href={localePath(locale, '/acTeam')}>{text.companyLink}</a>
          </dd>
          <dd className="field-hint">{text.companyHint}</dd>
        </dl>
        <button type="submit" className="button" aria-disabled={form.busy || undefined}>
          {form.busy ? strings.profile.saving : text.save}
        </button>
      </form>
    </ProfileSection>
  );
}
