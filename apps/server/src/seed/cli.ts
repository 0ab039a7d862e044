import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemo } from './seed.js';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedDemo(database.db);
await database.close();
console.log(`Seeded. Logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
