import { useState } from 'react';
import { preferencesUpdate } from '../../../api/profile.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { LANGUAGES, type Language } from '#contract/i18n/text.ts';
import { showMessage } from '../../../stores/messages.ts';
import type { ProfileStrings } from './profile-strings.ts';
import { PreferenceForm } from './PreferenceForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

interface Props {
  info: UserInfo;
  onSaved: (change: Partial<UserInfo>) => void;
  strings: ProfileStrings;
}

/** #section3: the language of the buyer's messages (users.language); the pages' language is the switch's. */
export function LanguageSection({ info, onSaved, strings }: Props) {
  const text = strings.profile.language;
  const [language, setLanguage] = useState<Language>(info.language);
  const names: Record<Language, string> = { en: text.en, 'zh-cn': text.zh };
  const send = async () => {
    onSaved(await preferencesUpdate({ language }));
    showMessage('success', text.saved);
  };
  return (
    <ProfileSection id="section3" title={text.title} intro={text.intro}>
      <PreferenceForm save={text.save} saving={strings.profile.saving} send={send}>
        <fieldset className="profile-choices">
          <legend>{text.title}</legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="profile-choice">
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => setLanguage(code)}
              />
              <span lang={code === 'zh-cn' ? 'zh-CN' : 'en-GB'}>{names[code]}</span>
            </label>
          ))}
        </fieldset>
      </PreferenceForm>
    </ProfileSection>
  );
}
