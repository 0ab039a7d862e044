// The server the journeys run against: a fresh embedded database with demo data, every time.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

// E2E_DATA_DIR lets two journey runs share the machine (with different E2E_PORTs).
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });

// A local OpenID provider for the social-login journey ("Test ID", on a free port so parallel runs do
// not collide): its development login form accepts any name, which becomes <name>@example.com, verified.
const port = Number(process.env.PORT ?? 3111);
const oidcServer = createServer();
await new Promise((resolve) => oidcServer.listen(0, resolve));
const issuer = `http://localhost:${oidcServer.address().port}`;
const oidc = new Provider(issuer, {
  clients: [
    {
      client_id: 'beatmarket-e2e',
      client_secret: 'e2e-secret',
      redirect_uris: [`http://localhost:${port}/oauth/testid/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: `${id.toLowerCase()}@example.com`,
      email_verified: true,
      given_name: 'Sam',
      family_name: id,
    }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-cookie-key'] },
});
// Its sign-in page stays on this machine (issue 31, a clean console): the library's page imports a web font
// from fonts.googleapis.com (the journeys run offline) and the browser asks it for a favicon it lacks.
oidc.use(async (ctx, next) => {
  if (ctx.path === '/favicon.ico') {
    ctx.status = 204;
    return;
  }
  await next();
  if (typeof ctx.body === 'string' && ctx.type === 'text/html')
    ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
});
oidcServer.on('request', oidc.callback());
const providers = [
  {
    id: 'testid',
    name: 'Test ID',
    issuer,
    client_id: 'beatmarket-e2e',
    client_secret: 'e2e-secret',
    allow_insecure: true,
  },
];

// The push journey's local push service is on loopback, so this server is told to trust it
// (PUSH_SERVICES, decision 0071); its port follows the journeys' port so parallel runs do not collide.
const pushPort = Number(process.env.E2E_PUSH_PORT ?? port + 10000);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ALTCHA_COST: '5000',
    NODE_ENV: 'test',
    OAUTH_PROVIDERS: JSON.stringify(providers),
    PUSH_SERVICES: `http://127.0.0.1:${pushPort}`,
    // Every journey's users share one address here; in the world each has its own (route-limits.ts).
    RATE_LIMIT_SCALE: '20',
    // A journey cannot wait out the 14-day refund window before paying a statement it has just sold into; the
    // window itself is tested by the server suite (payout-dates) and the dashboard's component test.
    PAYOUT_REFUND_WINDOW_DAYS: '0',
    // The offers journey watches a 48-hour checkout link expire: it moves the offers' clock ahead through this
    // file (decision 0098); the server reads it only under NODE_ENV=test.
    OFFER_CLOCK_FILE: `${dataDir}/offer-clock`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  oidcServer.close();
  process.exit(code ?? 0);
});
