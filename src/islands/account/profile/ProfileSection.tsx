import type { ReactNode } from 'react';

interface Props {
  /** section1 … section6: the page's anchors (/acInformation#section1 is where a login lands). */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One anchored section of /acInformation: a region named by its heading, focusable so a link to it moves the focus too. */
export function ProfileSection({ id, title, intro, children }: Props) {
  return (
    <section id={id} className="profile-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p className="profile-intro">{intro}</p>}
      {children}
    </section>
  );
}
