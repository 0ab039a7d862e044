import pino from 'pino';
import { ROLES } from '@beatmarket/shared';
import { loadConfig } from '../src/config.js';
import { connectPostgres } from '../src/db/client.js';
import { buildServices } from '../src/services.js';

/**
 * The product's services on the bench database, without HTTP, and an administrator's context: what a
 * route runs for an administrator, measured in-process.
 */
export function inProcessServices(url: string) {
  const database = connectPostgres(url, 2);
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATABASE_URL: url,
  });
  const { entities } = buildServices(config, database.db, pino({ level: 'silent' }));
  const admin = {
    user: {
      id: 1,
      email: 'admin@bench',
      firstName: 'A',
      lastName: 'B',
      nickname: null,
      producerIdentifier: null,
      role: ROLES.ROLE_ADMIN.id,
    },
  };
  return { database, entities, admin };
}
