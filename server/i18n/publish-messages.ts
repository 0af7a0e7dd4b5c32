import type { BilingualText } from '#contract/i18n/text.ts';

/** The messages of publishing (editor/publish, buildList, buildLog, rollback, the rebuild webhook). */
export const PUBLISH_MESSAGES = {
  queued: {
    en: 'The site will be rebuilt and published. Build #{id} is waiting its turn.',
    zh: '网站将重新生成并发布。第 {id} 次生成正在排队。',
  },
  coalesced: {
    en: 'A rebuild was already waiting: your request joins build #{id}, which will include your changes.',
    zh: '已有一次重新生成在排队：您的请求已并入第 {id} 次生成，其中将包含您的更改。',
  },
  rollbackDone: { en: 'The site is back to build #{target}.', zh: '网站已回退到第 {target} 次生成的版本。' },
  rollbackQueued: {
    en: 'The site goes back to build #{target} as soon as the build under way has finished.',
    zh: '当前生成完成后，网站将立即回退到第 {target} 次生成的版本。',
  },
  noSuchBuild: { en: 'There is no such build.', zh: '没有此次生成。' },
  notRollbackTarget: {
    en: 'Only a successful build whose release is still kept can be rolled back to.',
    zh: '只能回退到成功且版本仍被保留的生成。',
  },
  alreadyLive: { en: 'This build is already live.', zh: '此次生成的版本已在线上。' },
  webhookNotSetUp: {
    en: 'The rebuild webhook is not set up: set REBUILD_SECRET on the shop.',
    zh: '重新生成的 Webhook 尚未设置：请在商店设置 REBUILD_SECRET。',
  },
  webhookWrongSecret: { en: 'The rebuild secret is missing or wrong.', zh: '重新生成的密钥缺失或不正确。' },
} as const satisfies Record<string, BilingualText>;
