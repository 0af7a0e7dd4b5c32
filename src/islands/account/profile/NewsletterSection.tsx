import { useState } from 'react';
import { preferencesUpdate } from '../../../api/profile.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { fill } from '#contract/i18n/text.ts';
import { showMessage } from '../../../stores/messages.ts';
import type { ProfileStrings } from './profile-strings.ts';
import { PreferenceForm } from './PreferenceForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

interface Props {
  info: UserInfo;
  onSaved: (change: Partial<UserInfo>) => void;
  strings: ProfileStrings;
}

/** #section4: the newsletter for the account's email, on or off. */
export function NewsletterSection({ info, onSaved, strings }: Props) {
  const text = strings.profile.newsletter;
  const [on, setOn] = useState(info.newsletter);
  const send = async () => {
    const saved = await preferencesUpdate({ newsletter: on });
    onSaved(saved);
    showMessage('success', saved.newsletter ? text.subscribed : text.unsubscribed);
  };
  return (
    <ProfileSection id="section4" title={text.title} intro={fill(text.intro, { email: info.email })}>
      <PreferenceForm save={text.save} saving={strings.profile.saving} send={send}>
        <label className="profile-choice">
          <input type="checkbox" name="newsletter" checked={on} onChange={(event) => setOn(event.target.checked)} />
          <span>{text.on}</span>
        </label>
      </PreferenceForm>
    </ProfileSection>
  );
}
