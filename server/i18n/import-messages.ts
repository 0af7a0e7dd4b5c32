import type { BilingualText } from '#contract/i18n/text.ts';

/**
 * Messages of the catalogue import (docs/catalogue-import.md), in both languages. Placeholders are
 * filled with fillBoth(); {column} is a CSV column name and stays as written in both languages.
 */
export const IMPORT_MESSAGES = {
  // The file as a whole (line 0) and its CSV syntax.
  fileTooLarge: { en: 'The file is larger than {max} MB.', zh: '文件大于 {max} MB。' },
  tooManyRows: {
    en: 'The file has {rows} rows; an import takes at most {max}.',
    zh: '文件有 {rows} 行；一次导入最多 {max} 行。',
  },
  emptyFile: { en: 'The file is empty.', zh: '文件是空的。' },
  noRows: { en: 'The file has a header but no rows.', zh: '文件只有标题行，没有数据行。' },
  unclosedQuote: {
    en: 'A quoted field that starts on this line is never closed with a double quote.',
    zh: '从此行开始的带引号字段没有以双引号结束。',
  },
  quoteInField: {
    en: 'A double quote inside a field: put the whole field in double quotes and write the quote twice ("").',
    zh: '字段中含有双引号：请用双引号括住整个字段，并将其中的双引号写两次（""）。',
  },
  textAfterQuote: {
    en: 'After a closing double quote there must be a comma or the end of the line.',
    zh: '结束的双引号之后必须是逗号或行尾。',
  },
  // The header.
  unknownColumn: { en: 'Unknown column {column}.', zh: '未知的列 {column}。' },
  duplicateColumn: { en: 'The column {column} appears twice.', zh: '列 {column} 出现了两次。' },
  missingColumn: { en: 'The column {column} is missing.', zh: '缺少列 {column}。' },
  // One row and its cells.
  wrongCellCount: {
    en: 'This row has {cells} fields; the header has {columns}.',
    zh: '此行有 {cells} 个字段；标题行有 {columns} 个。',
  },
  required: { en: '{column} needs a value.', zh: '{column} 不能为空。' },
  tooLong: { en: '{column} cannot exceed {max} characters.', zh: '{column} 不能超过 {max} 个字符。' },
  oneLine: { en: '{column} must be on one line.', zh: '{column} 必须写在一行内。' },
  variantFinishBoth: {
    en: 'A variant’s own finish needs both variant_finish_en and variant_finish_zh; leave both empty for the family’s finish.',
    zh: '型号自己的表面处理需要同时填写 variant_finish_en 和 variant_finish_zh；两者都留空则使用系列的表面处理。',
  },
  badCharacters: { en: '{column} contains characters that are not allowed.', zh: '{column} 包含不允许的字符。' },
  wholeNumber: {
    en: '{column} must be a whole number from {min} to {max}.',
    zh: '{column} 必须是 {min} 到 {max} 之间的整数。',
  },
  badFamilyCode: {
    en: 'A family code is upper-case letters, digits, ".", "/" and single dashes, at most {max} characters, such as LH-1202.',
    zh: '产品系列代码由大写字母、数字、“.”、“/”和单个短横线组成，最多 {max} 个字符，例如 LH-1202。',
  },
  badPartNo: {
    en: 'A part number is upper-case letters, digits, ".", "/" and single dashes, at most {max} characters, such as LH-1202-63-M12-SS.',
    zh: '零件编号由大写字母、数字、“.”、“/”和单个短横线组成，最多 {max} 个字符，例如 LH-1202-63-M12-SS。',
  },
  duplicatePartNo: {
    en: 'Part number {partNo} is already on line {line}.',
    zh: '零件编号 {partNo} 已在第 {line} 行出现。',
  },
  familyDiffers: {
    en: '{column} differs from line {line}, the first row of family {code}: every row of a family repeats the same family values.',
    zh: '{column} 与产品系列 {code} 的第一行（第 {line} 行）不同：同一系列的每一行必须重复相同的系列信息。',
  },
  variantCellOnFamilyRow: {
    en: 'A row without a part number describes only its family: leave {column} empty.',
    zh: '没有零件编号的行只描述产品系列：请将 {column} 留空。',
  },
  badDims: {
    en: 'Write dimensions as key=value pairs separated by ";", such as d1=40;thread=M12.',
    zh: '尺寸请写成以“;”分隔的 键=值，例如 d1=40;thread=M12。',
  },
  dimKey: {
    en: 'A dimension key is letters, digits and "_", starting with a letter, at most {max} characters: "{key}" is not.',
    zh: '尺寸键由字母、数字和“_”组成，以字母开头，最多 {max} 个字符：“{key}”不符合。',
  },
  dimDuplicate: { en: 'The dimension {key} is given twice.', zh: '尺寸 {key} 出现了两次。' },
  dimText: {
    en: 'The value of dimension {key} must be at most {max} characters without ";", "=" or "|".',
    zh: '尺寸 {key} 的值最多 {max} 个字符，且不能包含“;”、“=”或“|”。',
  },
  badPriceBreaks: {
    en: 'Write price breaks as quantity:pence pairs separated by ";", such as 1:166;10:153;50:140.',
    zh: '价格阶梯请写成以“;”分隔的 数量:便士，例如 1:166;10:153;50:140。',
  },
  priceBreakQty: {
    en: 'A price break quantity must be a whole number from 1 to {max}.',
    zh: '价格阶梯的数量必须是 1 到 {max} 之间的整数。',
  },
  priceBreakPrice: {
    en: 'A price must be whole pence from 1 to {max}.',
    zh: '价格必须是 1 到 {max} 之间的整数（便士）。',
  },
  priceBreaksFirst: { en: 'The first price break must be for quantity 1.', zh: '第一个价格阶梯的数量必须是 1。' },
  priceBreaksOrder: {
    en: 'The quantities of the price breaks must rise: {qty} comes after {previous}.',
    zh: '价格阶梯的数量必须递增：{qty} 排在 {previous} 之后。',
  },
  priceBreaksTooMany: { en: 'A variant has at most {max} price breaks.', zh: '每个型号最多 {max} 个价格阶梯。' },
  badDimensionColumns: {
    en: 'Write dimension columns as key=unit|English label|Chinese label, separated by ";", such as d1=mm|Outer diameter|外径;thread=|Thread|螺纹.',
    zh: '尺寸列请写成以“;”分隔的 键=单位|英文名称|中文名称，例如 d1=mm|Outer diameter|外径;thread=|Thread|螺纹。',
  },
  dimensionColumnText: {
    en: 'The unit of a dimension column is at most {unit} characters and a label at most {label}, without ";", "=" or "|".',
    zh: '尺寸列的单位最多 {unit} 个字符，名称最多 {label} 个字符，且不能包含“;”、“=”或“|”。',
  },
  badShape: {
    en: 'shape: write the kind, then each of its parameters with the dimension that gives it, separated by ";": cylinder;diameter=d1;height=h1 (or leave it empty for no kind).',
    zh: 'shape：先写形状类型，再写其各参数及对应的尺寸，用“;”分隔，例如 cylinder;diameter=d1;height=h1（无形状类型时留空）。',
  },
  dimensionColumnsTooMany: {
    en: 'A family has at most {max} dimension columns.',
    zh: '每个产品系列最多 {max} 个尺寸列。',
  },
  // Checks against the catalogue.
  unknownCategory: { en: 'There is no category {id}.', zh: '没有编号为 {id} 的产品类别。' },
  categoryLevel: {
    en: 'Category {id} is at level {level}; product families belong to categories of levels 3 to 5.',
    zh: '产品类别 {id} 属于第 {level} 级；产品系列只能放在第 3 至 5 级类别下。',
  },
  newFamilyNeedsColumn: {
    en: 'Family {code} is new: the file needs the column {column}.',
    zh: '产品系列 {code} 是新的：文件需要列 {column}。',
  },
  newVariantNeedsColumn: {
    en: 'Part number {partNo} is new: the file needs the column {column}.',
    zh: '零件编号 {partNo} 是新的：文件需要列 {column}。',
  },
  partNoOtherFamily: {
    en: 'Part number {partNo} belongs to family {other}; an import does not move variants between families.',
    zh: '零件编号 {partNo} 属于产品系列 {other}；导入不会在系列之间移动型号。',
  },
  partNoPrefix: {
    en: 'A new part number of family {code} must start with {code}-.',
    zh: '产品系列 {code} 的新零件编号必须以 {code}- 开头。',
  },
  dimUnknown: {
    en: 'Family {code} has no dimension {key}; its dimensions are: {keys}.',
    zh: '产品系列 {code} 没有尺寸 {key}；它的尺寸是：{keys}。',
  },
  dimMissing: {
    en: 'Dimension {key} is missing; every variant of family {code} has: {keys}.',
    zh: '缺少尺寸 {key}；产品系列 {code} 的每个型号都有：{keys}。',
  },
  dimNotNumber: {
    en: 'Dimension {key} is a number ({unit}): write it like 12 or 12.5, from 0 to {max}.',
    zh: '尺寸 {key} 是数值（{unit}）：请写成 12 或 12.5 这样的数，范围 0 到 {max}。',
  },
  dimensionColumnRemoved: {
    en: 'An import never removes a dimension column: family {code} has {key}.',
    zh: '导入不会删除尺寸列：产品系列 {code} 有 {key}。',
  },
  dimensionColumnsNeedAllVariants: {
    en: 'New dimension keys (or a key changed between number and text) need a row for every variant of family {code}; missing: {partNos}.',
    zh: '新增尺寸键（或键在数值与文本之间变更）时，产品系列 {code} 的每个型号都需要一行；缺少：{partNos}。',
  },
  catalogueChanged: {
    en: 'The catalogue changed while the file was being imported. Nothing was written; please try again.',
    zh: '导入期间产品目录发生了变化。未写入任何内容，请重试。',
  },
  // The answer's msg and the lines of the change list.
  resultInvalid: {
    en: 'The file has {count} errors; nothing was written.',
    zh: '文件有 {count} 处错误；未写入任何内容。',
  },
  resultDryRun: {
    en: 'Dry run: {changes} changes would be made; nothing was written.',
    zh: '试运行：将有 {changes} 项更改；未写入任何内容。',
  },
  resultNoChanges: { en: 'The file matches the catalogue: 0 changes.', zh: '文件与产品目录一致：0 项更改。' },
  resultApplied: {
    en: 'Imported: {familiesCreated, plural, one {# family} other {# families}} created, {familiesUpdated} updated; {variantsCreated, plural, one {# variant} other {# variants}} created, {variantsUpdated} updated.',
    zh: '已导入：新建 {familiesCreated} 个产品系列，更新 {familiesUpdated} 个；新建 {variantsCreated} 个型号，更新 {variantsUpdated} 个。',
  },
  detailNewFamily: {
    en: 'Line {line}: new family {code} in category {category} ({variants, plural, one {# variant} other {# variants}})',
    zh: '第 {line} 行：新产品系列 {code}，类别 {category}（{variants} 个型号）',
  },
  detailFamily: { en: 'Line {line}: family {code}: {changes}', zh: '第 {line} 行：产品系列 {code}：{changes}' },
  detailNewVariant: {
    en: 'Line {line}: new variant {partNo} in family {code}',
    zh: '第 {line} 行：产品系列 {code} 的新型号 {partNo}',
  },
  detailVariant: { en: 'Line {line}: {partNo}: {changes}', zh: '第 {line} 行：{partNo}：{changes}' },
} as const satisfies Record<string, BilingualText>;
