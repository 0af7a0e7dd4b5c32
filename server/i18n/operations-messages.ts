import type { BilingualText } from '#contract/i18n/text.ts';

/** Answers of the load balancer's probes and other operations calls, in both languages. */
export const OPERATIONS_MESSAGES = {
  up: { en: 'The API is up.', zh: 'API 正在运行。' },
  ready: {
    en: 'The API is ready: its database answers and its schema is current.',
    zh: 'API 已就绪：数据库可用，结构为最新。',
  },
  schemaBehind: {
    en: 'The database schema is not current yet (migrations are running or have failed).',
    zh: '数据库结构尚未更新（迁移正在进行或已失败）。',
  },
} as const satisfies Record<string, BilingualText>;
