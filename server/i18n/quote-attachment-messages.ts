import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of a request's attachments (server/quotes/quote-attach.ts), in both languages; filled with fillBoth(). */
export const ATTACHMENT_MESSAGES = {
  notAccepted: {
    en: '{fileName}: only PDF, PNG, JPEG, STEP and DXF files can be attached.',
    zh: '{fileName}：只能附加 PDF、PNG、JPEG、STEP 和 DXF 文件。',
  },
  notWhatNamed: {
    en: '{fileName} is not a {type} file: its content is not what its name says.',
    zh: '{fileName} 不是 {type} 文件：其内容与文件名不符。',
  },
  tooLarge: { en: '{fileName} is larger than {mb} MB.', zh: '{fileName} 超过 {mb} MB。' },
  empty: { en: '{fileName} is empty.', zh: '{fileName} 是空文件。' },
  tooMany: {
    en: 'A request can hold at most {max, plural, one {# file} other {# files}}.',
    zh: '一份询价最多可附加 {max} 个文件。',
  },
  answered: {
    en: 'Files can only be added while the request waits for an answer from sales.',
    zh: '只能在询价等待销售答复时添加文件。',
  },
  noSuchAttachment: { en: 'This quote has no such file.', zh: '此报价没有该文件。' },
} as const satisfies Record<string, BilingualText>;
