import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startLocalPushService } from '../apps/server/test/fixtures/local-push-endpoint';
import { loginByApi } from './helpers';

/** Shots go where the journeys' screenshots go, unless SHOTS_DIR says otherwise. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';

/**
 * Headless Chromium has no push service to subscribe with (no Google Cloud Messaging here), so the
 * browser's PushManager is given a subscription to the test's local push service instead: keys made
 * like a browser's, the endpoint on 127.0.0.1. Everything else is real: the worker registration,
 * the push_permission autosave, the server's web-push request (VAPID signed, aes128gcm encrypted,
 * decrypted by the local service) and the service worker's push handler (fed over CDP).
 */
type Sub = { endpoint: string; public_key: string; auth_token: string };
async function subscribedBrowser(context: BrowserContext, subscription: Sub) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((sub: Sub) => {
    let current: object | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: sub.endpoint,
        options,
        toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.public_key, auth: sub.auth_token } }),
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
}

/** No serious or critical axe findings inside what `selector` picks. */
async function noSeriousAxe(page: Page, selector: string, label: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function swRegistrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let id: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    id = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted)?.registrationId ?? id;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => id).toBeTruthy();
  return { cdp, id: id! };
}

test('an administrator writes a push notification and sends it; a subscribed browser receives it', async ({
  page,
  browser,
}) => {
  // Two browsers, a server-side push and three axe passes: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  // On the port e2e/serve.mjs told the server to trust (PUSH_SERVICES).
  const push = await startLocalPushService(
    Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 3111) + 10000),
  );
  try {
    // A buyer turns notifications on in their account settings.
    const buyerContext = await browser.newContext();
    await subscribedBrowser(buyerContext, push.subscribe('e2e-buyer'));
    const buyer = await buyerContext.newPage();
    await loginByApi(buyer, 'buyer@beatmarket.test');
    await buyer.goto('/profile?tab=settings');
    const toggle = buyer.getByRole('checkbox', { name: /Notify me on this browser/ });
    const saved = buyer.waitForResponse(
      (r) => /\/private-api\/user\/\d+\/save$/.test(r.url()) && r.request().postData()!.includes('push_permission'),
    );
    // Checked once the browser subscribed and the server saved it (not at the click).
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).toBeChecked();
    await noSeriousAxe(buyer, 'main', 'account settings');
    for (const width of [1280, 390]) {
      await buyer.setViewportSize({ width, height: 900 });
      await toggle.scrollIntoViewIfNeeded();
      await buyer.waitForTimeout(300);
      await buyer.screenshot({ path: `${SHOTS}/push-settings-${width}.png` });
    }
    const messages: unknown[] = [];
    await buyer.exposeFunction('pushArrived', (m: unknown) => messages.push(m));
    await buyer.evaluate(() =>
      navigator.serviceWorker.addEventListener('message', (e) =>
        (window as unknown as { pushArrived(m: unknown): void }).pushArrived(e.data),
      ),
    );

    // The administrator opens the bell, writes, and sends.
    await loginByApi(page, 'admin@beatmarket.test');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Push notifications' });
    // A click on the server-rendered bell before the page hydrates does nothing: click until it opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Push notifications' }).click();
      await expect(dialog).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'New notification' }).click();
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Title').fill('Friday drop');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Message').fill('Ten fresh trap beats are live. Listen first!');
    await expect(send).toBeEnabled();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/push-editor-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await noSeriousAxe(page, '[role="dialog"]', 'notification editor');
    await send.click();
    await expect(page.getByText('Notification on its way')).toBeVisible();

    // The server's worker pushes it to the browser's push service, encrypted for that browser only.
    await expect.poll(() => push.received.map((r) => r.browser), { timeout: 20_000 }).toContain('e2e-buyer');
    const got = push.received.find((r) => r.browser === 'e2e-buyer')!;
    expect(got.payload).toMatchObject({
      title: 'Friday drop',
      message: 'Ten fresh trap beats are live. Listen first!',
    });
    expect(push.errors).toEqual([]);

    // The push service hands it to the browser: the service worker shows it and tells the open page.
    const { cdp, id } = await swRegistrationId(buyer);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(buyer.url()).origin,
      registrationId: id,
      data: JSON.stringify(got.payload),
    });
    await expect
      .poll(() => messages)
      .toContainEqual({
        type: 'push',
        payload: expect.objectContaining({
          title: 'Friday drop',
          message: 'Ten fresh trap beats are live. Listen first!',
        }),
      });

    // Back in the list, the notification says how the delivery went.
    await dialog.getByRole('button', { name: 'All notifications' }).click();
    await expect(dialog.getByText(/1 sent · 0 failed · 0 removed/)).toBeVisible({ timeout: 15_000 });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/push-list-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await noSeriousAxe(page, '[role="dialog"]', 'notifications list');

    // Turning it off removes the subscription: the next notification reaches nobody.
    const removed = buyer.waitForResponse((r) => /\/user\/\d+\/save$/.test(r.url()));
    await toggle.click();
    expect((await removed).status()).toBe(200);
    await expect(toggle).not.toBeChecked();
    await buyerContext.close();
  } finally {
    await push.close();
  }
});
