import type { BilingualText, Language } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

const OPEN_CONSOLE: Record<Language, string> = { en: 'Open the staff console', 'zh-cn': '打开员工后台' };

/**
 * What a buyer did that staff must act on (a return asked for), in the member of staff's language,
 * with a link to the console's section that deals with it (server/back-office/tell-staff.ts).
 */
export const staffNews: MailTemplate<{ subject: BilingualText; body: BilingualText; section: string }> = (
  values,
  { language, link },
) => {
  const zh = language === 'zh-cn';
  return {
    subject: zh ? values.subject.zh : values.subject.en,
    blocks: [
      { paragraph: zh ? values.body.zh : values.body.en },
      { action: { label: OPEN_CONSOLE[language], href: link(`${zh ? '/zh-cn' : ''}/editor#${values.section}`) } },
    ],
  };
};
