import type { BomMatchAnswer, BomMatchRequest } from '#contract/calls/bom.ts';
import { fill } from '#contract/i18n/text.ts';
import { columnLetters } from '#contract/rules/column-letters.ts';
import type { BomStrings } from './bom-strings.ts';

/** What the buyer may choose of a file: its sheet, and the columns (the server's guess first). */
export type ColumnChoice = Pick<BomMatchRequest, 'sheet' | 'partNoColumn' | 'quantityColumn'>;

interface Props {
  answer: BomMatchAnswer;
  fileName: string;
  disabled: boolean;
  onChoose: (choice: ColumnChoice) => void;
  strings: BomStrings;
}

const NONE = '';

/** The sheet and the two columns, each a labelled choice; changing one reads the file again. */
export function BomColumns({ answer, fileName, disabled, onChoose, strings }: Props) {
  const sheet = answer.sheet ?? undefined;
  const columnOptions = answer.columns.map((name, column) => (
    <option key={column} value={column}>
      {fill(strings.columnName, { letter: columnLetters(column), name })}
    </option>
  ));
  const choose = (partNoColumn: number, quantityColumn: number | null) =>
    onChoose({ sheet, partNoColumn, ...(quantityColumn === null ? {} : { quantityColumn }) });
  return (
    <fieldset className="bom-columns" disabled={disabled}>
      <legend>{fill(strings.columnsTitle, { file: fileName })}</legend>
      {answer.sheets.length > 1 && (
        <div className="field">
          <label htmlFor="bom-sheet">{strings.sheet}</label>
          <select id="bom-sheet" value={answer.sheet ?? ''} onChange={(e) => onChoose({ sheet: e.target.value })}>
            {answer.sheets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="bom-part-no-column">{strings.partNoColumn}</label>
        <select
          id="bom-part-no-column"
          value={answer.partNoColumn}
          onChange={(e) =>
            choose(
              Number(e.target.value),
              answer.quantityColumn === Number(e.target.value) ? null : answer.quantityColumn,
            )
          }
        >
          {columnOptions}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bom-quantity-column">{strings.quantityColumn}</label>
        <select
          id="bom-quantity-column"
          value={answer.quantityColumn ?? NONE}
          onChange={(e) => choose(answer.partNoColumn, e.target.value === NONE ? null : Number(e.target.value))}
        >
          <option value={NONE}>{strings.noQuantityColumn}</option>
          {columnOptions.filter((_, column) => column !== answer.partNoColumn)}
        </select>
      </div>
    </fieldset>
  );
}
