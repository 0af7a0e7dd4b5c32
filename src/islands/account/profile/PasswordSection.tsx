import { passwordChange } from '../../../api/profile.ts';
import { fill } from '#contract/i18n/text.ts';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { showMessage } from '../../../stores/messages.ts';
import { CheckedField } from './CheckedField.tsx';
import { PASSWORD_FIELDS, passwordProblems, type PasswordField } from './profile-checks.ts';
import type { ProfileStrings } from './profile-strings.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { useCheckedForm } from '../../use-checked-form.ts';

const EMPTY = { pwd: '', newPwd: '', confirm: '' };

/** #section2: a new password by the registration's rules; every other session ends, this one stays. */
export function PasswordSection({ strings }: { strings: ProfileStrings }) {
  const text = strings.profile.password;
  const form = useCheckedForm<PasswordField>(
    PASSWORD_FIELDS,
    EMPTY,
    (values) => passwordProblems(values, strings),
    async (values) => {
      await passwordChange({ pwd: values.pwd, newPwd: values.newPwd });
      form.setValues(EMPTY);
      showMessage('success', text.saved);
    },
  );
  const hint = fill(strings.register.passwordHint, {
    min: REGISTRATION_LIMITS.passwordMin,
    max: REGISTRATION_LIMITS.passwordMax,
  });
  const field = (name: PasswordField, label: string, autoComplete: string, fieldHint?: string) => (
    <CheckedField
      id={`password-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      type="password"
      autoComplete={autoComplete}
      required
      hint={fieldHint}
      problem={form.problems[name]}
      inputRef={form.inputRef(name)}
    />
  );

  // No maxLength: a silently cut password would not be the one the buyer knows.
  return (
    <ProfileSection id="section2" title={text.title} intro={text.intro}>
      <form className="profile-form" onSubmit={(event) => void form.submit(event)} noValidate>
        {field('pwd', text.current, 'current-password')}
        {field('newPwd', text.new, 'new-password', hint)}
        {field('confirm', text.confirm, 'new-password')}
        <button type="submit" className="button" aria-disabled={form.busy || undefined}>
          {form.busy ? strings.profile.saving : text.save}
        </button>
      </form>
    </ProfileSection>
  );
}
