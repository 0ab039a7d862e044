import { expect, test } from './fixtures';
import { loginInDialog } from './helpers';

test('a visitor adds a beat to the cart: login first, then the badge counts it and checkout prices it', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 404 .*\/private-api\/coupon\/rebate\/nope/,
    'an unknown promo code is tried on purpose',
  );
  await page.goto('/');
  // The home lists load one after another, so name the beat and click that very button.
  const addButtons = page.getByRole('button', { name: /^Add .* to cart$/ });
  await expect(addButtons.first()).toBeVisible();
  const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Add (.*) to cart$/, '$1');
  await page.getByRole('button', { name: label, exact: true }).first().click();
  await loginInDialog(page);
  // The default licence is in the cart at once; the licence editor opens on it.
  const editor = page.getByRole('dialog', { name: 'Choose your licence' });
  await expect(editor.getByRole('radio', { name: 'Standard: Standard Lease' })).toHaveAttribute('aria-checked', 'true');
  await editor.getByRole('checkbox', { name: /Trackouts/ }).check();
  await expect(editor.getByText('Line total')).toContainText('$99.98');
  await editor.getByRole('button', { name: 'Add to cart' }).click();
  const upsell = page.getByRole('dialog', { name: 'In your cart!' });
  await expect(upsell.getByText('Add 2 more, 1 free')).toBeVisible();
  await upsell.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(upsell).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(title);
  await expect(line).toContainText('Standard Lease · Standard + Trackouts');
  const totals = page.getByRole('complementary', { name: 'Totals' });
  await expect(totals).toContainText('$99.98');

  // A promo code: refused when unknown, then 10% off, shown on the line and in the totals.
  await totals.getByRole('textbox', { name: 'Promo code' }).fill('nope');
  await totals.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText('This promo code does not exist.')).toBeVisible();
  await totals.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await totals.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText('Promo code WELCOME10')).toBeVisible();
  await expect(line.getByRole('list', { name: /^Discounts on / })).toContainText('Welcome: 10% off: −$10');
  await expect(totals).toContainText('$89.98');
  await totals.getByRole('button', { name: 'Remove promo code WELCOME10' }).click();
  await expect(totals.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  await expect(totals).not.toContainText('$89.98');

  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('re-adding a beat: its button says it is in the cart and opens the editor on the line as it is, never resetting it', async ({
  page,
}) => {
  // A fresh server answers slowly while it makes the demo audio (its first minute or so).
  test.setTimeout(180_000);
  await page.goto('/');
  const addButtons = page.getByRole('button', { name: /^Add .* to cart$/ });
  await expect(addButtons.first()).toBeVisible({ timeout: 30_000 });
  const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Add (.*) to cart$/, '$1');
  await page.getByRole('button', { name: label, exact: true }).first().click();
  await loginInDialog(page);
  const editor = page.getByRole('dialog', { name: 'Choose your licence' });
  // Login, the cart, the line and the editor's licences: a chain of requests, slow on a busy machine.
  await editor.getByRole('radio', { name: /^Unlimited: / }).click({ timeout: 30_000 });
  await editor.getByRole('checkbox', { name: /Trackouts/ }).check();
  await expect(editor.getByText('Line total')).toContainText('$199.98');
  await editor.getByRole('button', { name: 'Add to cart' }).click();
  const upsell = page.getByRole('dialog', { name: 'In your cart!' });
  await upsell.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(upsell).toBeHidden();

  // The same beat again: 'In cart', and the editor shows the line as it is (Unlimited + Trackouts).
  const inCart = page.getByRole('button', { name: `${title} is in your cart: change licence`, exact: true }).first();
  await expect(inCart).toContainText('In cart');
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await inCart.click();
  await expect(editor.getByRole('radio', { name: /^Unlimited: / })).toHaveAttribute('aria-checked', 'true');
  await expect(editor.getByRole('checkbox', { name: /Trackouts/ })).toBeChecked();
  await expect(editor.getByText('Line total')).toContainText('$199.98');
  // Closing it changes nothing (and goes to checkout, spec §4).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/checkout$/);
  const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem').filter({ hasText: title });
  await expect(line).toContainText('Unlimited Lease · Unlimited + Trackouts');
  const totals = page.getByRole('complementary', { name: 'Totals' });
  await expect(totals).toContainText('$199.98');

  // On the beat page too; a change confirmed there is what updates the line.
  await line.getByRole('link').first().click();
  const onPage = page.getByRole('button', { name: `${title} is in your cart: change licence`, exact: true }).first();
  await expect(onPage).toContainText('In cart');
  await page.screenshot({ path: '.tmp/screenshots/beat-in-cart-desktop.png' });
  await onPage.click();
  await editor.getByRole('radio', { name: 'Standard: Standard Lease' }).click();
  await editor.getByRole('checkbox', { name: /Trackouts/ }).uncheck();
  await editor.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'In your cart!' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(line).toContainText('Standard Lease · Standard');
  await expect(line).not.toContainText('Trackouts');
  await expect(totals).toContainText('$49.99');

  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
