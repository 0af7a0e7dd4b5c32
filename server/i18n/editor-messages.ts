import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the content editors' calls (editor/…), in both languages; placeholders are filled with fill(). */
export const EDITOR_MESSAGES = {
  saved: { en: 'Saved.', zh: '已保存。' },
  deleted: { en: 'Deleted.', zh: '已删除。' },
  noSuchPage: {
    en: 'There is no such page. The site has a fixed set of info and legal pages; only those can be edited.',
    zh: '没有此页面。网站的信息页和法律页是固定的，只能编辑这些页面。',
  },
  tooManyServices: { en: 'There can be at most {max} services.', zh: '最多只能有 {max} 项服务。' },
  priceBreaksEmpty: { en: 'Enter at least one price break, such as 1:166', zh: '请至少输入一个价格档，例如 1:166' },
  priceBreaksFormat: {
    en: 'Price break {item} ("{text}") is not in the form quantity:pence, such as 10:153',
    zh: '第 {item} 个价格档（“{text}”）格式不对，应为 数量:便士，例如 10:153',
  },
  priceBreaksTooMany: { en: 'A variant has at most {max} price breaks', zh: '每个型号最多 {max} 个价格档' },
  priceBreaksQuantity: {
    en: 'Price break {item}: the quantity must be from 1 to {max}',
    zh: '第 {item} 个价格档：数量必须在 1 到 {max} 之间',
  },
  priceBreaksPrice: {
    en: 'Price break {item}: the price must be from 0 to {max} pence',
    zh: '第 {item} 个价格档：价格必须在 0 到 {max} 便士之间',
  },
  priceBreaksFirst: { en: 'The first price break must be for a quantity of 1', zh: '第一个价格档的数量必须是 1' },
  priceBreaksOrder: {
    en: 'Price break quantities must rise: break {item} is not above the one before it',
    zh: '价格档的数量必须递增：第 {item} 个价格档没有大于前一个',
  },
  variantFinishBoth: {
    en: 'Give the variant’s own finish in both English and Chinese, or leave both empty for the family’s finish.',
    zh: '请同时填写此型号的英文和中文表面处理，或两者都留空以使用系列的表面处理。',
  },
  imageEmpty: { en: 'The image is empty.', zh: '图片是空的。' },
  imageTooLarge: {
    en: 'The image is larger than {kb} KB. Please send a smaller one.',
    zh: '图片超过 {kb} KB，请上传更小的图片。',
  },
  imageNotThatType: {
    en: 'The file is not a {type} image: its content does not match the type chosen.',
    zh: '该文件不是 {type} 图片：内容与所选类型不符。',
  },
  svgNotText: { en: 'The SVG is not UTF-8 text.', zh: 'SVG 不是 UTF-8 文本。' },
  svgNoSvgElement: { en: 'The SVG must start with <svg or <?xml.', zh: 'SVG 必须以 <svg 或 <?xml 开头。' },
  svgScript: {
    en: 'The SVG contains a <script>. Images may not contain scripts.',
    zh: 'SVG 含有 <script>，图片中不允许包含脚本。',
  },
  svgEventAttribute: {
    en: 'The SVG contains an event attribute (such as onload=). Images may not contain scripts.',
    zh: 'SVG 含有事件属性（例如 onload=），图片中不允许包含脚本。',
  },
  svgJavascriptUrl: {
    en: 'The SVG contains a javascript: link. Images may not contain scripts.',
    zh: 'SVG 含有 javascript: 链接，图片中不允许包含脚本。',
  },
  svgEntity: {
    en: 'The SVG declares XML entities (<!ENTITY), which are not allowed.',
    zh: 'SVG 声明了 XML 实体（<!ENTITY），这是不允许的。',
  },
  svgTooDeep: {
    en: 'The SVG nests its elements more than {depth} deep. Flatten its groups and upload it again.',
    zh: 'SVG 的元素嵌套超过 {depth} 层，请减少分组层级后重新上传。',
  },
} as const satisfies Record<string, BilingualText>;
