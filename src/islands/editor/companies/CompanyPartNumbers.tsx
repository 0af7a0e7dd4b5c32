import { staffCustomerPartNoExport, staffCustomerPartNoImport } from '../../../api/part-numbers.ts';
import { PartNumbersExport } from '../../part-numbers/PartNumbersExport.tsx';
import { PartNumbersImport } from '../../part-numbers/PartNumbersImport.tsx';
import type { EditorStrings } from '../editor-strings.ts';

/** A company's own part numbers as CSV for sales staff: download them, and import a file after a dry run. */
export function CompanyPartNumbers({ companyId, strings }: { companyId: number; strings: EditorStrings }) {
  const c = strings.staff.companies;
  return (
    <section className="staff-order-action" aria-labelledby="staff-company-part-numbers">
      <h4 id="staff-company-part-numbers">{c.partNumbersTitle}</h4>
      <p className="editor-intro">{c.partNumbersIntro}</p>
      <PartNumbersExport
        idPrefix="staff-part-numbers"
        strings={c.partNumbersCsv}
        Heading="h5"
        exportFile={() => staffCustomerPartNoExport(companyId)}
      />
      <PartNumbersImport
        idPrefix="staff-part-numbers"
        strings={c.partNumbersCsv}
        Heading="h5"
        importFile={(body) => staffCustomerPartNoImport(companyId, body)}
      />
    </section>
  );
}
