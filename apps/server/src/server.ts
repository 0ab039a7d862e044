import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isEmpty, seedContent, seedDemo } from './seed/seed.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { seedDemoMedia } from './seed/seed-media.js';
import { seedDemoSlideImages } from './seed/demo-slides.js';
import { seedDemoAccounting } from './seed/demo-accounting.js';
import { seedDemoStoreItems } from './seed/demo-store.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, database);
  const log = app.log;
  const { ffmpeg, storage } = app.services;
  log.info(
    {
      database: database.kind,
      mail: app.services.mailTransport.kind,
      captcha: app.services.captcha.provider,
      storage: storage.kind,
      ffmpeg: `${ffmpeg.path} (${ffmpeg.source})`,
    },
    'configured',
  );

  if (await isEmpty(database.db)) {
    if (config.seedDemo) {
      await seedDemo(database.db);
      await seedDemoStoreItems(database.db, app.services.storage);
      // DEMO_SALES=0: the crash test counts every order and must find only its own.
      if (process.env.DEMO_SALES !== '0') await seedDemoAccounting(database.db, app.services);
      log.info(
        `Seeded demo data. Logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
      );
    } else {
      await seedContent(database.db);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Behind a balancer: fail its readiness checks first, so it sends the next requests elsewhere.
    app.drain();
    if (config.shutdownDrainMs) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    await app.services.mediaWorker.stop();
    await app.services.downloadBuilder.worker.stop();
    await app.services.mailWorker.stop();
    await app.services.digests.stop();
    await app.services.push.worker.stop();
    await app.services.billing.worker.stop();
    await app.services.subscribe.worker.stop();
    await app.services.orderRecovery.stop();
    await app.close();
    await app.services.payments.close?.();
    app.services.mailTransport.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\nBeatmarket is running at ${config.publicUrl}\n`);

  await app.services.mediaProcessor.ensureDefaultTag();
  if (config.mediaWorker) app.services.mediaWorker.start();
  // Download packages are media work too: MEDIA_WORKER=0 leaves them to another process (decision 0041).
  if (config.mediaWorker) app.services.downloadBuilder.worker.start();
  // Every process sends queued mail and finishes orders a crash left half-way (decisions 0008, 0021).
  app.services.mailWorker.start();
  // The daily release digest (decision 0106): every process looks; the sent log mails each beat once.
  app.services.digests.start();
  // Raw beat events past the retention setting (issue 17): pruned at boot and hourly.
  app.services.beatEvents.startPruning(3_600_000);
  app.services.push.worker.start();
  // Subscription renewals, retries, reminders and period ends (issue 19, decision 0050), in every process.
  app.services.billing.worker.start();
  app.services.subscribe.worker.start();
  app.services.orderRecovery.start();
  app.services.payments.warmUp?.().catch((err: unknown) => log.warn({ err }, 'payment gateway warm-up failed'));
  // Demo media is made after listening: the site is usable at once and previews appear as they are ready.
  if (config.seedDemo && config.demoMedia) {
    // The demo slides' images first: three small renders, and the home page's carousel shows them.
    await seedDemoSlideImages(database.db, app.services.storage).catch((err: unknown) =>
      log.warn({ err }, 'demo slide images failed'),
    );
    const queued = await seedDemoMedia(database.db, app.services);
    if (queued) log.info({ beats: queued }, 'demo media queued through the audio pipeline');
  }
}

void main();
