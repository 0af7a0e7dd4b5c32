import { describe, expect, it } from 'vitest';
import {
  formatDimensionColumns,
  formatDims,
  formatPriceBreaks,
  readDimensionColumns,
  readDims,
  readPriceBreaks,
} from '../../server/editor/catalogue-csv/cells.ts';
import { COLUMNS } from '../../server/editor/catalogue-csv/layout.ts';
import { parseCsv, type CsvParse } from '../../server/editor/catalogue-csv/parse.ts';
import { planImport } from '../../server/editor/catalogue-csv/plan.ts';
import type { CatalogueSnapshot, SnapshotFamily, SnapshotVariant } from '../../server/editor/catalogue-csv/snapshot.ts';
import { readImportFile } from '../../server/editor/catalogue-csv/validate.ts';
import { csvField, writeCsv } from '../../server/editor/catalogue-csv/write.ts';
import { IMPORT_MESSAGES } from '../../server/i18n/import-messages.ts';

function records(parse: CsvParse) {
  if ('problem' in parse) throw new Error(`${parse.problem} on line ${parse.line}`);
  return parse.records;
}
const cells = (text: string) => records(parseCsv(text)).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads plain fields, LF and CRLF alike, and a last line without a line break', () => {
    expect(cells('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cells('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cells('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(cells('a,,c\n,,x\n1,2,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', 'x'],
      ['1', '2', ''],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks (as LF)', () => {
    expect(cells('"a,b","say ""hi""","two\r\nlines"\n')).toEqual([['a,b', 'say "hi"', 'two\nlines']]);
    expect(cells('"",x\n')).toEqual([['', 'x']]);
  });

  it('skips a UTF-8 byte order mark and reads Chinese text', () => {
    expect(cells('\uFEFFfamily_code,family_name_zh\nLH-1,星形旋钮\n')).toEqual([
      ['family_code', 'family_name_zh'],
      ['LH-1', '星形旋钮'],
    ]);
  });

  it('numbers records by the line they start on, across quoted line breaks and blank lines', () => {
    const parsed = records(parseCsv('h1,h2\n"a\nb\nc",1\n\n\r\nx,2\r\n,\n"y",3'));
    expect(parsed.map((r) => [r.line, r.cells])).toEqual([
      [1, ['h1', 'h2']],
      [2, ['a\nb\nc', '1']],
      [7, ['x', '2']],
      [9, ['y', '3']],
    ]);
  });

  it('treats a lone CR as a line break', () => {
    expect(records(parseCsv('a,b\r1,2\r')).map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });

  it('refuses an unclosed quote, a quote inside an unquoted field and text after a closing quote, with the line', () => {
    expect(parseCsv('a,b\n1,"open\n\n')).toEqual({ problem: 'unclosedQuote', line: 2 });
    expect(parseCsv('a,b\n1,2\n5" bolt,3\n')).toEqual({ problem: 'quoteInField', line: 3 });
    expect(parseCsv('a,b\n"x\ny"z,1\n')).toEqual({ problem: 'textAfterQuote', line: 3 });
  });

  it('answers no records for an empty file or one of blank lines', () => {
    expect(cells('')).toEqual([]);
    expect(cells('\uFEFF\r\n\n')).toEqual([]);
  });
});

describe('writeCsv', () => {
  it('quotes only what needs quotes', () => {
    expect(csvField('LH-617')).toBe('LH-617');
    expect(csvField('Clamping range, min.')).toBe('"Clamping range, min."');
    expect(csvField('5" long')).toBe('"5"" long"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('ends every record with CRLF and puts a BOM first when asked', () => {
    expect(
      writeCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
    expect(writeCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
  });

  it('writes what the parser reads back unchanged', () => {
    const rows = [
      ['plain', 'with, comma', 'with "quotes"', 'multi\nline\ntext', '', '星形旋钮，不锈钢'],
      ['"', ',', '\n', ' x ', 'd1=mm|Outer diameter|外径;thread=|Thread|螺纹', '1:166;10:153'],
    ];
    expect(cells(writeCsv(rows, { bom: true }))).toEqual(rows);
  });
});

describe('cells', () => {
  it('reads and writes dims, keeping the family column order', () => {
    const columns = [
      { key: 'd1', labelEn: 'Outer diameter', labelZh: '外径', unit: 'mm' },
      { key: 'thread', labelEn: 'Thread', labelZh: '螺纹', unit: null },
    ];
    expect(formatDims({ thread: 'M12', d1: 40.5 }, columns)).toBe('d1=40.5;thread=M12');
    expect(readDims(' d1 = 40.5 ; thread=M12 ;')).toEqual({
      value: [
        ['d1', '40.5'],
        ['thread', 'M12'],
      ],
    });
    expect(readDims('')).toEqual({ value: [] });
    expect(readDims('d1')).toHaveProperty('problem');
    expect(readDims('d1=4;d1=5')).toEqual({
      problem: { en: 'The dimension d1 is given twice.', zh: '尺寸 d1 出现了两次。' },
    });
    expect(readDims('1x=4')).toHaveProperty('problem');
  });

  it('reads price breaks: from 1, rising, at most 8, whole pence', () => {
    expect(readPriceBreaks('1:166; 10:153 ;50 : 140')).toEqual({
      value: [
        { minQty: 1, unitPricePence: 166 },
        { minQty: 10, unitPricePence: 153 },
        { minQty: 50, unitPricePence: 140 },
      ],
    });
    expect(
      formatPriceBreaks([
        { minQty: 1, unitPricePence: 166 },
        { minQty: 10, unitPricePence: 153 },
      ]),
    ).toBe('1:166;10:153');
    expect(readPriceBreaks('10:153')).toEqual({ problem: IMPORT_MESSAGES.priceBreaksFirst });
    expect(readPriceBreaks('1:166;50:140;10:153')).toMatchObject({
      problem: { en: 'The quantities of the price breaks must rise: 10 comes after 50.' },
    });
    expect(readPriceBreaks('1:5;2:5;3:5;4:5;5:5;6:5;7:5;8:5;9:5')).toMatchObject({
      problem: { en: 'A variant has at most 8 price breaks.' },
    });
    expect(readPriceBreaks('1:1.66')).toEqual({ problem: IMPORT_MESSAGES.badPriceBreaks });
    expect(readPriceBreaks('1:0')).toHaveProperty('problem');
  });

  it('reads dimension columns in the full and the short forms', () => {
    const full = [
      { key: 'd1', labelEn: 'Outer diameter', labelZh: '外径', unit: 'mm' },
      { key: 'thread', labelEn: 'Thread', labelZh: '螺纹', unit: null },
    ];
    expect(readDimensionColumns(formatDimensionColumns(full))).toEqual({ value: full });
    expect(readDimensionColumns('d1=mm;thread;f=N|Force')).toEqual({
      value: [
        { key: 'd1', labelEn: 'd1', labelZh: 'd1', unit: 'mm' },
        { key: 'thread', labelEn: 'thread', labelZh: 'thread', unit: null },
        { key: 'f', labelEn: 'Force', labelZh: 'Force', unit: 'N' },
      ],
    });
    expect(readDimensionColumns('d1=mm|a|b|c')).toEqual({ problem: IMPORT_MESSAGES.badDimensionColumns });
  });
});

describe('readImportFile', () => {
  const header = COLUMNS.join(',');
  const row = (over: Record<string, string> = {}) =>
    COLUMNS.map((c) =>
      csvField(
        (
          {
            family_code: 'LH-1',
            category_id: '1001',
            family_name_en: 'Knob',
            family_name_zh: '旋钮',
            description_en: '',
            description_zh: '',
            material_en: 'Steel',
            material_zh: '钢',
            finish_en: '',
            finish_zh: '',
            dimension_columns: 'd1=mm|D|直径',
            part_no: 'LH-1-10',
            dims: 'd1=10',
            weight_grams: '5',
            stock: '0',
            lead_time_days: '3',
            price_breaks: '1:100',
            ...over,
          } as Record<string, string>
        )[c]!,
      ),
    ).join(',');

  it('refuses unknown, duplicate and missing columns on the header line', () => {
    const read = readImportFile('\n\nfamily_code,colour,colour\nLH-1,red,blue\n');
    expect(read.file).toBeNull();
    expect(read.problems.map((p) => [p.line, p.column, p.reason.en])).toEqual([
      [3, 'colour', 'Unknown column colour.'],
      [3, 'colour', 'Unknown column colour.'],
      [3, 'part_no', 'The column part_no is missing.'],
    ]);
  });

  it('lists every bad cell with its line and column, and a family row that disagrees with the first', () => {
    const csv = [
      header,
      row(),
      row({ part_no: 'LH-1-12', family_name_en: 'Other name', stock: '-1' }),
      row({ part_no: 'LH-1-10' }),
      row({ part_no: 'lh-1-14', lead_time_days: '400' }),
      row({ family_code: 'LH-2', part_no: 'LH-2-1', price_breaks: '5:10', weight_grams: '1.5' }),
      row({
        family_code: 'LH-3',
        part_no: 'LH-3-1',
        family_name_en: 'x'.repeat(121),
        description_en: 'ok\nwith a line break',
      }),
    ].join('\r\n');
    const read = readImportFile(csv);
    expect(read.problems.map((p) => [p.line, p.column, p.reason.en])).toEqual([
      [
        3,
        'family_name_en',
        'family_name_en differs from line 2, the first row of family LH-1: every row of a family repeats the same family values.',
      ],
      [3, 'stock', 'stock must be a whole number from 0 to 1000000.'],
      [4, 'part_no', 'Part number LH-1-10 is already on line 2.'],
      [5, 'part_no', expect.stringMatching(/^A part number is upper-case/)],
      [6, 'weight_grams', 'weight_grams must be a whole number from 0 to 10000000.'],
      [6, 'price_breaks', 'The first price break must be for quantity 1.'],
      [7, 'family_name_en', 'family_name_en cannot exceed 120 characters.'],
    ]);
    expect(read.file!.families.map((f) => [f.code, f.variants.map((v) => v.partNo)])).toEqual([
      ['LH-1', ['LH-1-10', 'LH-1-12']],
      ['LH-2', ['LH-2-1']],
      ['LH-3', ['LH-3-1']],
    ]);
  });

  it('refuses a file over 20,000 rows and one over 5 MB, as a whole (line 0)', () => {
    const many = `family_code,part_no\n${'LH-1,LH-1-1\n'.repeat(20_001)}`;
    expect(readImportFile(many).problems).toEqual([
      { line: 0, reason: expect.objectContaining({ en: 'The file has 20001 rows; an import takes at most 20000.' }) },
    ]);
    const big = `family_code,part_no,description_en\nLH-1,LH-1-1,"${'x'.repeat(5 * 1024 * 1024)}"\n`;
    expect(readImportFile(big).problems).toEqual([
      { line: 0, reason: expect.objectContaining({ en: 'The file is larger than 5 MB.' }) },
    ]);
  });

  it('reads a row without a part number as its family only, and refuses variant cells on it', () => {
    const read = readImportFile(
      [
        header,
        row({ part_no: '', dims: '', weight_grams: '', stock: '', lead_time_days: '', price_breaks: '' }),
        row({ family_code: 'LH-2', part_no: '' }),
      ].join('\n'),
    );
    expect(read.file!.families.map((f) => [f.code, f.variants.length])).toEqual([
      ['LH-1', 0],
      ['LH-2', 0],
    ]);
    expect(read.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'dims'],
      [3, 'weight_grams'],
      [3, 'stock'],
      [3, 'lead_time_days'],
      [3, 'price_breaks'],
    ]);
  });
});

describe('planImport', () => {
  const columns = [
    { key: 'd1', labelEn: 'Outer diameter', labelZh: '外径', unit: 'mm' },
    { key: 'thread', labelEn: 'Thread', labelZh: '螺纹', unit: null },
  ];
  const family: SnapshotFamily = {
    id: 7,
    code: 'LH-7',
    categoryId: 10101,
    nameEn: 'Knob',
    nameZh: '旋钮',
    descriptionEn: '',
    descriptionZh: '',
    materialEn: 'Steel',
    materialZh: '钢',
    finishEn: '',
    finishZh: '',
    dimensionColumns: columns,
    shape: null,
    sortOrder: 3,
  };
  const variant = (id: number, partNo: string, d1: number): SnapshotVariant => ({
    id,
    familyId: 7,
    partNo,
    dims: { d1, thread: 'M6' },
    weightGrams: 10,
    stock: 5,
    leadTimeDays: 3,
    sortOrder: id,
    finishEn: null,
    finishZh: null,
    priceBreaks: [{ minQty: 1, unitPricePence: 100 }],
  });
  const snapshot: CatalogueSnapshot = {
    families: [family],
    familyByCode: new Map([['LH-7', family]]),
    variantByPartNo: new Map([
      ['LH-7-20', variant(1, 'LH-7-20', 20)],
      ['LH-7-25', variant(2, 'LH-7-25', 25)],
    ]),
    variantsOfFamily: new Map([[7, [variant(1, 'LH-7-20', 20), variant(2, 'LH-7-25', 25)]]]),
    categoryLevels: new Map([
      [1, 1],
      [10101, 3],
    ]),
  };
  const plan = (lines: string[]) => {
    const read = readImportFile(lines.join('\n'));
    expect(read.problems).toEqual([]);
    return planImport(read.file!, snapshot);
  };
  const reasons = (result: ReturnType<typeof planImport>) =>
    result.problems.map((p) => [p.line, p.column, p.reason.en]);

  it('sees no change when the typed values are the same, and a change when one differs', () => {
    expect(plan(['family_code,part_no,dims,stock', 'LH-7,LH-7-20,d1=20;thread=M6,5']).plan.variantUpdates).toEqual([]);
    const changed = plan(['family_code,part_no,dims', 'LH-7,LH-7-20,d1=20.5;thread=M6']);
    expect(changed.plan.variantUpdates).toEqual([
      expect.objectContaining({
        partNo: 'LH-7-20',
        set: { dims: { d1: 20.5, thread: 'M6' } },
        changes: [{ column: 'dims', from: 'd1=20;thread=M6', to: 'd1=20.5;thread=M6' }],
      }),
    ]);
  });

  it('wants a number for a dimension with a unit and every key of the family', () => {
    const result = plan(['family_code,part_no,dims', 'LH-7,LH-7-20,d1=big;thread=M6', 'LH-7,LH-7-25,d1=25']);
    expect(reasons(result)).toEqual([
      [2, 'dims', 'Dimension d1 is a number (mm): write it like 12 or 12.5, from 0 to 1000000.'],
      [3, 'dims', 'Dimension thread is missing; every variant of family LH-7 has: d1, thread.'],
    ]);
  });

  it('derives a new family’s columns from its dims: labels are the keys, numbers in mm, text without a unit', () => {
    const result = plan([
      'family_code,category_id,family_name_en,family_name_zh,part_no,dims,weight_grams,stock,lead_time_days,price_breaks',
      'LH-8,10101,Pad,垫,LH-8-10,d1=10;grade=A2,1,0,5,1:50',
      'LH-8,10101,Pad,垫,LH-8-12,d1=12;grade=A4,1,0,5,1:60',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.plan.familyCreates).toEqual([
      expect.objectContaining({
        code: 'LH-8',
        id: 8,
        sortOrder: 4,
        variantCount: 2,
        values: expect.objectContaining({
          dimensionColumns: [
            { key: 'd1', labelEn: 'd1', labelZh: 'd1', unit: 'mm' },
            { key: 'grade', labelEn: 'grade', labelZh: 'grade', unit: null },
          ],
        }),
      }),
    ]);
    expect(result.plan.variantCreates.map((v) => [v.partNo, v.sortOrder, v.values.dims])).toEqual([
      ['LH-8-10', 1, { d1: 10, grade: 'A2' }],
      ['LH-8-12', 2, { d1: 12, grade: 'A4' }],
    ]);
  });

  it("sets a family's kind of solid, naming the dimension of each of its parameters", () => {
    const result = plan([
      'family_code,shape,part_no',
      'LH-7,cylinderStudBelow;diameter=d1;height=d1;studDiameter=thread;studLength=d1,LH-7-20',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.plan.familyUpdates).toEqual([
      expect.objectContaining({
        code: 'LH-7',
        set: {
          shape: {
            kind: 'cylinderStudBelow',
            params: { diameter: 'd1', height: 'd1', studDiameter: 'thread', studLength: 'd1' },
          },
        },
        changes: [
          {
            column: 'shape',
            from: '',
            to: 'cylinderStudBelow;diameter=d1;height=d1;studDiameter=thread;studLength=d1',
          },
        ],
      }),
    ]);
  });

  it('refuses a kind that needs a dimension the family lacks, an unknown kind and a badly written cell', () => {
    const lacking = plan([
      'family_code,shape,part_no',
      'LH-7,cylinderStudBelow;diameter=d1;height=h1;studDiameter=thread;studLength=l1,LH-7-20',
    ]);
    expect(reasons(lacking)).toEqual([
      [2, 'shape', 'The height of shape kind "cylinderStudBelow" is dimension "h1", which the family does not have.'],
    ]);
    expect(lacking.problems[0]!.reason.zh).toBe(
      '形状类型“cylinderStudBelow”的高度对应尺寸“h1”，但该产品系列没有此尺寸。',
    );
    expect(lacking.plan.familyUpdates).toEqual([]);
    const unnamed = plan(['family_code,shape,part_no', 'LH-7,cylinder;diameter=d1,LH-7-20']);
    expect(reasons(unnamed)).toEqual([
      [2, 'shape', 'Shape kind "cylinder" needs the height: name the dimension that gives it.'],
    ]);
    const unknown = plan(['family_code,shape,part_no', 'LH-7,sphere;diameter=d1,LH-7-20']);
    expect(reasons(unknown)[0]).toEqual([
      2,
      'shape',
      expect.stringMatching(/^Shape kind "sphere" is not known; use one of cylinder, box, /),
    ]);
    const badly = readImportFile(['family_code,shape,part_no', 'LH-7,cylinder;diameter,LH-7-20'].join('\n'));
    expect(badly.problems.map((p) => [p.line, p.column])).toEqual([[2, 'shape']]);
  });

  it('keeps the kind when the file has no shape column, and clears it with an empty cell', () => {
    const knob = { kind: 'cylinder', params: { diameter: 'd1', height: 'd1' } } as const;
    const withKind: CatalogueSnapshot = { ...snapshot, familyByCode: new Map([['LH-7', { ...family, shape: knob }]]) };
    const read = (lines: string[]) => planImport(readImportFile(lines.join('\n')).file!, withKind);
    expect(read(['family_code,part_no,stock', 'LH-7,LH-7-20,5']).plan.familyUpdates).toEqual([]);
    expect(read(['family_code,shape,part_no', 'LH-7,,LH-7-20']).plan.familyUpdates).toEqual([
      expect.objectContaining({
        set: { shape: null },
        changes: [{ column: 'shape', from: 'cylinder;diameter=d1;height=d1', to: '' }],
      }),
    ]);
  });

  it('adds a dimension column only with a row for every variant of the family', () => {
    const header = 'family_code,dimension_columns,part_no,dims';
    const cols = 'd1=mm|Outer diameter|外径;thread=|Thread|螺纹;h1=mm|Height|高度';
    const partial = plan([header, `LH-7,${cols},LH-7-20,d1=20;thread=M6;h1=8`]);
    expect(reasons(partial)).toEqual([
      [
        2,
        'dimension_columns',
        'New dimension keys (or a key changed between number and text) need a row for every variant of family LH-7; missing: LH-7-25.',
      ],
    ]);
    const whole = plan([
      header,
      `LH-7,${cols},LH-7-20,d1=20;thread=M6;h1=8`,
      `LH-7,${cols},LH-7-25,d1=25;thread=M6;h1=9`,
    ]);
    expect(whole.problems).toEqual([]);
    expect(whole.plan.familyUpdates).toHaveLength(1);
    expect(whole.plan.variantUpdates).toHaveLength(2);
  });

  it('sets a variant’s own finish from both finish columns, clears it with both empty, and refuses one alone or one too long', () => {
    const header = 'family_code,part_no,variant_finish_en,variant_finish_zh';
    const set = plan([header, 'LH-7,LH-7-20,Anodised black,黑色阳极氧化', 'LH-7,LH-7-25,,']);
    expect(set.problems).toEqual([]);
    expect(set.plan.variantUpdates).toEqual([
      expect.objectContaining({
        partNo: 'LH-7-20',
        set: { finishEn: 'Anodised black', finishZh: '黑色阳极氧化' },
        changes: [
          { column: 'variant_finish_en', from: '', to: 'Anodised black' },
          { column: 'variant_finish_zh', from: '', to: '黑色阳极氧化' },
        ],
      }),
    ]);
    const half = readImportFile([header, 'LH-7,LH-7-20,Anodised black,'].join('\n'));
    expect(half.problems.map((p) => [p.line, p.column, p.reason.en])).toEqual([
      [
        2,
        'variant_finish_zh',
        'A variant’s own finish needs both variant_finish_en and variant_finish_zh; leave both empty for the family’s finish.',
      ],
    ]);
    expect(half.problems[0]!.reason.zh).toMatch(/^型号自己的表面处理需要同时填写/);
    const long = readImportFile([header, `LH-7,LH-7-20,${'a'.repeat(101)},黑`].join('\n'));
    expect(long.problems.map((p) => [p.column, p.reason.en])).toEqual([
      ['variant_finish_en', 'variant_finish_en cannot exceed 100 characters.'],
    ]);
  });

  it('appends new variants after the family’s last one and wants the columns a new variant needs', () => {
    const ok = plan([
      'family_code,part_no,dims,weight_grams,stock,lead_time_days,price_breaks',
      'LH-7,LH-7-30,d1=30;thread=M8,12,1,2,1:120',
    ]);
    expect(ok.plan.variantCreates.map((v) => [v.partNo, v.sortOrder])).toEqual([['LH-7-30', 3]]);
    const missing = plan(['family_code,part_no,stock', 'LH-7,LH-7-30,1']);
    expect(missing.problems.map((p) => p.column)).toEqual(['weight_grams', 'lead_time_days', 'price_breaks', 'dims']);
  });
});
