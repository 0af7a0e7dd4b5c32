import { useEffect, useState } from 'react';
import type { StaffRole } from '#contract/calls/staff.ts';
import { sectionOfHash, type EditorSection } from '../../lib/editor/sections.ts';

/**
 * The section the address's hash names. The navigation's links change the hash, so back and
 * forward move between sections and a section's address can be shared. Rendered only in the
 * browser (after the editor check), so reading the hash at once is safe.
 */
export function useSection(role: StaffRole): EditorSection {
  const [section, setSection] = useState(() => sectionOfHash(window.location.hash, role));

  useEffect(() => {
    const follow = () => setSection(sectionOfHash(window.location.hash, role));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [role]);

  return section;
}
