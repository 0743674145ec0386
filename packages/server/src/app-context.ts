import type { Mailer } from './adapters/mail/mailer.ts';
import type { Db } from './adapters/db/open-database.ts';
import type { ServerConfig } from './config.ts';
import type { Secrets } from './settings/secrets.ts';

/** What every feature's service receives: the parts of the running application, nothing global. */
export type AppContext = {
  db: Db;
  config: ServerConfig;
  secrets: Secrets;
  mailer: Mailer;
  now: () => Date;
};
