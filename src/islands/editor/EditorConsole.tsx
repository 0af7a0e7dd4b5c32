import '../../styles/editor.css';
import type { Locale } from '#contract/i18n/locales.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import type { EditorStrings } from './editor-strings.ts';
import { EditorSections } from './EditorSections.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { useEditorGate } from './use-editor-gate.ts';

interface Props {
  locale: Locale;
  strings: EditorStrings;
}

/**
 * /editor: the staff console. It waits for the session, then asks for the account's role: logged
 * out it offers the sign-in dialog (staff stay here after), a buyer is told it is not for them, and
 * staff get the sections of their role.
 */
export default function EditorConsole({ locale, strings }: Props) {
  const { gate, role, retry } = useEditorGate();
  switch (gate) {
    case 'waiting':
      return <p className="editor-note">{strings.checking}</p>;
    case 'loggedOut':
      return (
        <div className="editor-log-in">
          <p>{strings.logInPrompt}</p>
          <button type="button" className="button" onClick={openSignInHere}>{strings.logIn}</button>
        </div>
      );
    case 'notEditor':
      return <p className="editor-refused">{strings.notEditor}</p>;
    case 'failed':
      return <LoadFailed retry={retry} strings={strings} />;
    case 'staff':
      return <EditorSections locale={locale} strings={strings} role={role!} />;
  }
}
