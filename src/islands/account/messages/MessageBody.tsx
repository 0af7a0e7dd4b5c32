import { Fragment } from 'react';
import { localePath, type Locale } from '#contract/i18n/locales.ts';

// A site path written into a message ("Open /acMsg/12/CODE to accept"): a slash and a letter, no host.
const SITE_PATH = /(?<=^|\s)(\/[A-Za-z][\w/-]*)/;

/** A message's text, its paragraphs kept, with the site paths it names as links in the reader's language. */
export function MessageBody({ text, locale }: { text: string; locale: Locale }) {
  return (
    <div className="message-body">
      {text.split(/\n{2,}/).map((paragraph, p) => (
        <p key={p}>
          {paragraph.split(SITE_PATH).map((part, i) => (
            <Fragment key={i}>{i % 2 === 1 ? <a href={localePath(locale, part)}>{part}</a> : part}</Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
