import type { ServerConfig } from '../../server/config.ts';
import { databaseTarget } from '../../server/db/connect.ts';
import type { ShopPlaces } from '../../server/operations/backup/backup.ts';
import { readPublishSettings } from '../../server/publish/settings.ts';

/** Where this shop keeps what a backup holds, from the same environment `npm start` reads. */
export function shopPlaces(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): ShopPlaces {
  return {
    database: databaseTarget(config.databaseUrl, config.dataDir),
    siteDir: readPublishSettings(env).siteDir,
    mailDir: config.mail.smtpUrl ? undefined : config.mail.emlDir,
  };
}
