import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { TICKET_ANSWER_HOURS } from '#contract';
import { messages } from '../../server/src/i18n/messages';
import { fill } from '../../src/i18n/fill';
import { formatNumber } from '../../src/lib/money';
import { DEMO_UNVERIFIED, login, signInBrowser, verifiedShopper } from './support/account-session';
import { dictionaries, localeDigits, localePrefix } from './support/locale';
import { pngFile, renamedProgram, shopperTickets, supportReplies } from './support/tickets';

/** The `{{id}}` of a text as a pattern of any number, in either script's digits. */
const withAnyId = (template: string, values: Record<string, string>) =>
  new RegExp(fill(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&'), values).replace('{{id}}', '[0-9০-৯]+'));

const XSS = '<img src=x onerror="window.__xss=1">';

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const t = d.tickets;
  const prefix = localePrefix(locale);

  test.describe(`help-support tickets (${locale})`, () => {
    test('a ticket with an image → the list with a toast → the image downloads byte for byte → support replies: answered → Resolve → Close after a confirmation, and the reply box is gone', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const shopper = await verifiedShopper();
      const token = shopper.access_token;
      await signInBrowser(page, shopper);
      const photo = await pngFile('photo.png');

      await page.goto(`${prefix}/user/help-support`);
      await expect(page.getByRole('navigation', { name: d.account.areaMenu })).toContainText(t.title);
      const empty = page.getByTestId('tickets-empty');
      await expect(empty).toContainText(t.list.emptyTitle);
      await empty.getByRole('link', { name: t.new }).click();
      await expect(page).toHaveURL(`${prefix}/user/help-support/create`);

      await page.getByLabel(t.create.subject).fill('The parcel came without the belt');
      const category = page.getByLabel(t.create.category);
      await expect(category).toBeEnabled();
      await category.selectOption({ index: 1 });
      await expect(page.getByRole('radio', { name: t.priority.medium })).toBeChecked();
      await page.getByRole('radio', { name: t.priority.high }).check();
      await page.getByLabel(t.create.message).fill('The panjabi arrived, the belt in the picture did not.');
      await page.getByLabel(t.files.label).setInputFiles(photo);
      await expect(page.locator('[data-chosen-file="photo.png"]')).toContainText(localeDigits('1 kB', locale));
      await page.getByRole('button', { name: t.create.submit }).click();

      await expect(page).toHaveURL(`${prefix}/user/help-support`);
      const hours = formatNumber(TICKET_ANSWER_HOURS, locale);
      await expect(page.getByText(withAnyId(t.create.created, { hours }))).toBeVisible();
      const [listed] = (await shopperTickets(token)).data;
      expect(listed).toMatchObject({ priority: 'high', status: 'open' });
      const row = page.locator(`[data-ticket="${listed!.id}"]`);
      await expect(row).toContainText('The parcel came without the belt');
      await expect(row.locator('[data-ticket-status="open"]')).toHaveText(t.status.open);
      await expect(row).toContainText(fill(t.list.priority, { name: t.priority.high }));
      await expect(row).toContainText(fill(t.number, { id: localeDigits(String(listed!.id), locale) }));

      await row.getByRole('link').click();
      await expect(page).toHaveURL(`${prefix}/user/help-support/${listed!.id}`);
      const mine = page.locator('[data-author="shopper"]');
      await expect(mine).toContainText(t.thread.you);
      await expect(mine).toContainText('the belt in the picture did not');
      const downloading = page.waitForEvent('download');
      await mine.locator('[data-attachment="photo.png"]').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('photo.png');
      expect(await readFile(await download.path())).toEqual(photo.buffer);

      await supportReplies(listed!.id, 'Sorry! The belt is on its way.');
      await page.reload();
      const support = page.locator('[data-author="support"]');
      await expect(support).toContainText(t.thread.support);
      await expect(support).toContainText('The belt is on its way.');
      const status = page.locator('[data-ticket-thread] header [data-ticket-status]');
      await expect(status).toHaveText(t.status.answered);

      await page.getByRole('button', { name: t.thread.resolve }).click();
      await expect(status).toHaveText(t.status.resolved);
      await expect(page.getByRole('button', { name: t.thread.resolve })).toHaveCount(0);
      await expect(page.getByTestId('reply-form')).toBeVisible();

      await page.getByRole('button', { name: t.thread.close }).click();
      await expect(page.getByText(t.thread.confirmClose)).toBeVisible();
      await page.getByRole('button', { name: t.thread.confirmYes }).click();
      await expect(status).toHaveText(t.status.closed);
      await expect(page.getByTestId('reply-form')).toHaveCount(0);
      await expect(page.getByTestId('ticket-closed-note')).toContainText(t.thread.closedNote);
      expect((await shopperTickets(token)).data[0]).toMatchObject({ id: listed!.id, status: 'closed' });

      await page.goto(`${prefix}/user/help-support?status=closed`);
      await expect(page.locator(`[data-ticket="${listed!.id}"] [data-ticket-status="closed"]`)).toBeVisible();
    });

    test('a fourth file is not taken; a program renamed evil.png is refused beside the attachments and nothing is created; markup in the subject and message stays text', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);
      await page.goto(`${prefix}/user/help-support/create`);

      await page.getByLabel(t.create.subject).fill(XSS);
      const category = page.getByLabel(t.create.category);
      await expect(category).toBeEnabled();
      await category.selectOption({ index: 1 });
      await page.getByLabel(t.create.message).fill(XSS);
      const files = page.getByLabel(t.files.label);
      const four = await Promise.all(['a.png', 'b.png', 'c.png', 'd.png'].map(pngFile));
      await files.setInputFiles(four);
      await expect(page.locator('[data-chosen-file]')).toHaveCount(3);
      await expect(page.locator('[data-field-error="attachments"]')).toHaveText(
        fill(t.files.tooMany, { max: localeDigits('3', locale) }),
      );
      for (const name of ['a.png', 'b.png', 'c.png']) {
        await page.getByRole('button', { name: fill(t.files.remove, { name }) }).click();
      }
      await expect(page.locator('[data-chosen-file]')).toHaveCount(0);
      await files.setInputFiles(renamedProgram('evil.png'));
      const submit = page.getByRole('button', { name: t.create.submit });
      await submit.click();
      await expect(page.locator('[data-field-error="attachments"]')).toHaveText(
        messages[locale]['tickets.typeRefused'].replace('{name}', 'evil.png'),
      );
      await expect(page).toHaveURL(`${prefix}/user/help-support/create`);
      expect((await shopperTickets(shopper.access_token)).total_count).toBe(0);

      await page.getByRole('button', { name: fill(t.files.remove, { name: 'evil.png' }) }).click();
      await submit.click();
      await expect(page).toHaveURL(`${prefix}/user/help-support`);
      const [created] = (await shopperTickets(shopper.access_token)).data;
      await expect(page.locator(`[data-ticket="${created!.id}"] h2`)).toHaveText(XSS);
      await page.locator(`[data-ticket="${created!.id}"] h2 a`).click();
      await expect(page.locator('[data-ticket-subject]')).toHaveText(XSS);
      await expect(page.locator('[data-author="shopper"] [data-message]')).toHaveText(XSS);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    });

    test('a shopper whose phone is not verified is sent from the tickets to the OTP page', async ({ page }) => {
      await signInBrowser(page, await login(DEMO_UNVERIFIED));
      await page.goto(`${prefix}/user/help-support`);
      await expect(page).toHaveURL(`${prefix}/auth/otp`);
    });
  });
}
