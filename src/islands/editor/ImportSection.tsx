import { CatalogueExport } from './CatalogueExport.tsx';
import { CatalogueImport } from './CatalogueImport.tsx';
import type { SectionProps } from './section-props.ts';

/** The catalogue as CSV: download it, and import an edited file after a dry run. */
export function ImportSection({ strings }: SectionProps) {
  return (
    <>
      <CatalogueExport strings={strings} />
      <CatalogueImport strings={strings} />
    </>
  );
}
