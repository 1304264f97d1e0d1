/**
 * The landing page's calls to action (issue 37, docs/decisions/063): the demo's landing page shows the
 * headline figures the demo seeded; Watch Demo opens the product tour of real screens; a visitor sends a
 * message with Contact Sales (a lost connection loses none of the text); the superadmin reads it in the
 * portal's inbox and marks it handled. Axe on the new pages; screenshots of each.
 */
import { CONTACT_MSG, LANDING_STATS, MSG } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

describe.skipIf(!browserAvailable)('the landing page: figures, Watch Demo, Contact Sales', () => {
  const browser = useBrowser();

  it('Watch Demo opens the tour of the real screens, with the demo sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const figures = page.getByRole('region', { name: 'Forecourt in numbers' });
    for (const stat of LANDING_STATS) {
      await figures.getByText(stat.value, { exact: true }).waitFor();
      await figures.getByText(stat.label, { exact: true }).waitFor();
    }
    console.log(`e2e screenshot: ${await screenshot(page, 'landing-figures-desktop')}`);

    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await waitForPath(page, '/tour');
    await page.getByRole('heading', { name: 'See Forecourt at work', level: 1 }).waitFor();
    const steps = page.getByRole('list', { name: 'Tour steps' }).getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(6);
    await page.getByRole('heading', { name: 'Readings at the pump, on a phone' }).waitFor();
    // Every picture is there and decodes (real screenshots shipped with the app).
    const images = page.getByRole('img', { name: /^Screenshot: / });
    await expect.poll(() => images.count()).toBe(6);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    await page.getByText(DEMO_USERS.owner.email, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    console.log(`e2e screenshot: ${await screenshot(page, 'tour-desktop', { fullPage: true })}`);
    await page.getByRole('link', { name: 'Sign in to the demo' }).click();
    await waitForPath(page, '/login');
  });

  it('a visitor sends a message with Contact Sales (nothing lost on a failure); the superadmin reads it and marks it handled', async () => {
    const stamp = Date.now().toString(36);
    const business = `Kaveri Fuels ${stamp}`;
    const text = `We run 4 stations near Mysuru (${stamp}) and would like to see the Premium plan.`;

    const visitor = await browser.newPage();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Contact Sales' }).click();
    await waitForPath(visitor, '/contact');
    const form = visitor.getByRole('form', { name: 'Contact Sales form' });
    await form.waitFor();

    // The schema's texts before anything is sent.
    await form.getByLabel('Your name').fill('Meera Iyer');
    await form.getByLabel('Work email').fill(`meera.${stamp}@kaveri-fuels.example`);
    await form.getByLabel('Business name').fill(business);
    await form.getByLabel('Phone (optional)').fill('98860 23456');
    await form.getByLabel('Number of stations (optional)').fill('4');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(CONTACT_MSG.messageShort).waitFor();
    await form.getByLabel('Message').fill(text);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    console.log(`e2e screenshot: ${await screenshot(visitor, 'contact-form-desktop', { fullPage: true })}`);

    // The connection drops: the visitor is told, and every typed text stays.
    await visitor.route('**/api/v1/public/contact', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Your message was not sent').waitFor();
    await form.getByText(MSG.network).waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe(text);
    expect(await form.getByLabel('Business name').inputValue()).toBe(business);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    console.log(`e2e screenshot: ${await screenshot(visitor, 'contact-form-failed-desktop', { fullPage: true })}`);
    // …and a reload keeps it too (the tab's draft).
    await visitor.unroute('**/api/v1/public/contact');
    await visitor.reload();
    await form.waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe(text);

    const answered = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/public/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(201);
    await visitor.getByText('Message sent').waitFor();
    await visitor.getByText(`we will reply to meera.${stamp}@kaveri-fuels.example`, { exact: false }).waitFor();

    // The superadmin's inbox: newest first, so the visitor's message is at the top.
    const admin = await browser.newPage();
    await login(admin, DEMO_USERS.superadmin);
    await admin.getByRole('navigation', { name: 'Platform navigation' }).getByRole('link', { name: 'Messages' }).click();
    await waitForPath(admin, '/superadmin/messages');
    const list = admin.getByRole('list', { name: 'Contact messages' });
    const first = list.getByRole('listitem').first();
    await first.getByText(business).waitFor();
    await first.getByText(text).waitFor();
    await first.getByText('Open', { exact: true }).waitFor();
    await first.getByRole('link', { name: '9886023456' }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    console.log(`e2e screenshot: ${await screenshot(admin, 'superadmin-messages-desktop', { fullPage: true })}`);

    await first.getByRole('button', { name: 'Mark handled: the message from Meera Iyer' }).click();
    await first.getByText('Handled', { exact: true }).waitFor();
    await first.getByText(/^Handled .* by Platform Admin$/).waitFor();
    // The open filter no longer lists it.
    await admin.getByLabel('Status').selectOption('open');
    await expect.poll(() => admin.getByText(business).count()).toBe(0);

    // The landing figures the demo seeded, in the platform settings' editor.
    await admin.getByRole('navigation', { name: 'Platform navigation' }).getByRole('link', { name: 'Settings' }).click();
    await waitForPath(admin, '/superadmin/settings');
    await admin.getByText('Landing page figures').waitFor();
    await expect.poll(() => admin.getByLabel('Value *').first().inputValue()).toBe(LANDING_STATS[0].value);
    expect(await admin.getByLabel('Label in Hindi').first().inputValue()).toBe('पेट्रोल पंप');
    await admin.getByText('System health').waitFor();
    console.log(`e2e screenshot: ${await screenshot(admin, 'superadmin-settings-figures-desktop', { fullPage: true })}`);
  });
});
