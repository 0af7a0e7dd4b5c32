import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of delivery at checkout and of the console's delivery tables (docs/delivery.md), in both languages. */
export const DELIVERY_MESSAGES = {
  noWeight: {
    en: 'We cannot price delivery for {partNos}: no weight is recorded for it yet. Please remove it or ask us for a quote.',
    zh: '无法计算 {partNos} 的运费：尚未记录其重量。请将其移除或向我们询价。',
  },
  noService: {
    en: 'This parcel is heavier than any delivery service to this address takes. Please ask us for a quote.',
    zh: '该包裹超出了此地址所有配送服务的重量上限，请向我们询价。',
  },
  serviceNotOffered: {
    en: 'That delivery service is not offered for this address. Please choose another.',
    zh: '此地址不提供该配送服务，请选择其他服务。',
  },
  noZone: { en: 'We do not deliver to this address yet.', zh: '我们暂不配送至此地址。' },
  zoneWithoutServices: { en: 'A zone needs at least one delivery service.', zh: '每个配送区域至少需要一项配送服务。' },
  serviceWithoutBands: { en: '{service}: add at least one weight band.', zh: '{service}：请至少添加一个重量区间。' },
  bandsOverlap: {
    en: '{service}: two weight bands both end at {grams} g. Each band must end at a heavier weight than the one before.',
    zh: '{service}：有两个重量区间都止于 {grams} 克。每个区间的上限必须重于前一个区间。',
  },
  badBand: {
    en: '{service}, line {line}: write a band as weight in grams = price in pounds, e.g. 30000 = 9.95.',
    zh: '{service}，第 {line} 行：请按“重量（克）= 价格（英镑）”填写区间，例如 30000 = 9.95。',
  },
  negativePrice: {
    en: '{service}, line {line}: a price cannot be negative.',
    zh: '{service}，第 {line} 行：价格不能为负数。',
  },
  tooManyBands: { en: '{service}: at most {max} weight bands.', zh: '{service}：最多 {max} 个重量区间。' },
  bandTooHeavy: {
    en: '{service}, line {line}: a band ends at {max} g at most.',
    zh: '{service}，第 {line} 行：区间上限最多为 {max} 克。',
  },
  priceTooHigh: {
    en: '{service}, line {line}: a price is at most £{max}.',
    zh: '{service}，第 {line} 行：价格最多为 £{max}。',
  },
  daysMissing: {
    en: '{service}: enter its dispatch days and delivery days.',
    zh: '{service}：请填写发货天数和运送天数。',
  },
  noDeliveryDays: { en: '{service}: delivery takes at least one day.', zh: '{service}：运送至少需要一天。' },
  badArea: {
    en: '{area} is not a country we deliver to, or its postcode part is neither an area of one or two letters nor a district (write GB, GB IV or GB AB37).',
    zh: '{area} 不是我们配送的国家，或其邮编部分既不是一到两个字母的区域，也不是邮编分区（请填写 GB、GB IV 或 GB AB37）。',
  },
  areaTwice: { en: '{area} is listed twice.', zh: '{area} 重复列出。' },
  areaTaken: { en: '{area} already belongs to the zone {zone}.', zh: '{area} 已属于配送区域“{zone}”。' },
  noAreas: {
    en: 'Name at least one country (and postcode areas) for the zone, or make it the rest of the world.',
    zh: '请为该区域至少填写一个国家（及邮编区域），或将其设为世界其他地区。',
  },
  restOfWorldTaken: {
    en: 'The zone {zone} is already the rest of the world.',
    zh: '配送区域“{zone}”已是世界其他地区。',
  },
  zoneNameTaken: { en: 'Another zone is already called {zone}.', zh: '已有名为“{zone}”的配送区域。' },
  noSuchZone: { en: 'There is no such delivery zone.', zh: '没有此配送区域。' },
  lastZone: { en: 'The rest-of-the-world zone cannot be deleted.', zh: '世界其他地区不能删除。' },
  saved: { en: 'Delivery zone saved.', zh: '配送区域已保存。' },
  deleted: { en: 'Delivery zone deleted.', zh: '配送区域已删除。' },
} as const satisfies Record<string, BilingualText>;

/** The services' names, as the console's messages and the documents print them. */
export const SERVICE_NAMES = {
  standard: { en: 'Standard delivery', zh: '标准配送' },
  nextDay: { en: 'Next-day delivery', zh: '次日达' },
} as const satisfies Record<string, BilingualText>;
