import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { ensureFirstAdmin } from './modules/auth/bootstrap.ts';

const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'alumni.db'));
await migrateToLatest(database.db);

const app = await buildApp({ config, database });
await ensureFirstAdmin(database.db, config, app.log);
if (config.seed === 'demo') await seedDemoIfEmpty(database.db, config, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Alumni 86 siap di ${config.publicUrl} (${database.dialect}${config.webDist ? '' : ', SPA belum dibangun: npm run build'})`,
);
