import { useState } from 'react';
import type { FamilyListRequest } from '#contract/calls/editor-families.ts';
import { FamilyEditor } from './FamilyEditor.tsx';
import { FamilyResults } from './FamilyResults.tsx';
import { FamilySearch } from './FamilySearch.tsx';
import type { SectionProps } from './section-props.ts';
import { useFocusAfter } from './use-focus-after.ts';

/** Product families: find them, then edit one family's texts, picture and variants in place of the list. */
export function ProductsSection({ locale, strings }: SectionProps) {
  const [query, setQuery] = useState<FamilyListRequest>({ page: 1 });
  const [editing, setEditing] = useState<number | null>(null);
  const focusLater = useFocusAfter();

  if (editing !== null) {
    const back = () => {
      focusLater(`family-${editing}-edit`);
      setEditing(null);
    };
    return <FamilyEditor id={editing} locale={locale} strings={strings} onBack={back} />;
  }
  return (
    <>
      <p className="editor-intro">{strings.products.intro}</p>
      <FamilySearch query={query} onSearch={setQuery} locale={locale} strings={strings} />
      <FamilyResults
        query={query}
        onPage={(page) => setQuery({ ...query, page })}
        onEdit={setEditing}
        locale={locale}
        strings={strings}
      />
    </>
  );
}
