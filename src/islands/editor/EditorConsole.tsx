import '../../styles/editor.css';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { $session } from '../../stores/session.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import { useStore } from '../use-store.ts';
import type { EditorStrings } from './editor-strings.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useEditorGate } from './use-editor-gate.ts';

// The sections' code (every form and table of the console) is fetched once there is a session, beside
// the question of its role, so a visitor who must first log in gets the prompt without waiting for it.
const loadSections = () => import('./EditorSections.tsx');
const EditorSections = lazy(() => loadSections().then((module) => ({ default: module.EditorSections })));

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
  const { token } = useStore($session);
  useEffect(() => {
    if (token) void loadSections();
  }, [token]);
  const checking = <p className="editor-note">{strings.checking}</p>;
  switch (gate) {
    case 'waiting':
      return checking;
    case 'loggedOut':
      return (
        <div className="editor-log-in">
          <p>{strings.logInPrompt}</p>
          <button type="button" className="button" onClick={openSignInHere}>
            {strings.logIn}
          </button>
        </div>
      );
    case 'notEditor':
      return <p className="editor-refused">{strings.notEditor}</p>;
    case 'failed':
      return <LoadFailed retry={retry} strings={strings} />;
    case 'staff':
      return (
        <Suspense fallback={checking}>
          <EditorSections locale={locale} strings={strings} role={role!} />
        </Suspense>
      );
  }
}
