import { expect, type Page, test } from '@playwright/test';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES_PER_MINUTE } from '#contract';
import { fill } from '../../src/i18n/fill';
import { formatNumber } from '../../src/lib/money';
import { DEMO_UNVERIFIED, login, signInBrowser, verifiedShopper } from './support/account-session';
import { chatAbout, productToAskAbout, say, sellerOf } from './support/chat';
import { dictionaries, localeDigits, localePrefix } from './support/locale';
import { placeCodOrder, productForSlot, shopperReadyToOrder } from './support/orders';

const BENGALI_DIGIT = /[০-৯]/;

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const c = d.chat;
  const prefix = localePrefix(locale);
  const box = (page: Page) => page.locator('[data-chat-box]');
  const messageBox = (page: Page) => page.getByRole('textbox', { name: c.messageLabel });

  test.describe(`chat (${locale})`, () => {
    test('a shopper asks from the product page; the seller sees the product and answers; the shopper sees the answer and the seen mark without reloading', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const product = await productToAskAbout(locale);
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);

      await page.goto(`${prefix}/product/${product.id}`);
      await page.getByRole('button', { name: c.withSeller }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/user/chat/\\d+$`));
      const chatId = Number(page.url().split('/').at(-1));
      await expect(box(page).getByRole('heading', { name: product.seller.name })).toBeVisible();
      const question = 'Is size M in stock?';
      await messageBox(page).fill(question);
      await messageBox(page).press('Enter');
      const asked = box(page).locator('[data-mine="true"]').filter({ hasText: question });
      await expect(asked).toBeVisible();
      await expect(messageBox(page)).toHaveValue('');

      const sellerContext = await browser.newContext();
      const sellerPage = await sellerContext.newPage();
      await signInBrowser(sellerPage, await sellerOf(product.seller));
      // The list alone (on /user/chat the latest conversation opens beside it, which reads it).
      await sellerPage.goto(`${prefix}/user/chat/chatList`);
      const entry = sellerPage.locator(`[data-chat="${chatId}"]`);
      await expect(entry.locator('[data-chat-partner]')).toHaveText(shopper.user.name);
      await expect(entry.locator('[data-chat-about]')).toHaveText(product.name);
      await expect(entry.locator('[data-chat-unread]')).toHaveText(
        fill(c.unread, { count: localeDigits('1', locale) }),
      );
      await entry.click();
      await expect(sellerPage).toHaveURL(`${prefix}/user/chat/${chatId}`);
      const received = box(sellerPage).locator('[data-mine="false"]').filter({ hasText: question });
      await expect(received.locator('[data-context="product"]')).toContainText(product.name);
      await expect(received.locator('time')).toHaveText(locale === 'bn' ? BENGALI_DIGIT : /\d/);

      const answer = 'Yes, M is in stock.';
      await messageBox(sellerPage).fill(answer);
      await sellerPage.getByRole('button', { name: c.send }).click();
      await expect(box(sellerPage).locator('[data-mine="true"]').filter({ hasText: answer })).toBeVisible();

      // The shopper's page was never reloaded: the answer and the receipt came through the live stream.
      await expect(box(page).locator('[data-mine="false"]').filter({ hasText: answer })).toBeVisible();
      await expect(asked.locator('[data-seen]')).toHaveText(c.seen);
      await sellerContext.close();
    });

    test('the header and the user menu count unread answers on other pages, and clear once the conversation is read', async ({
      page,
    }) => {
      const product = await productToAskAbout(locale);
      const shopper = await verifiedShopper();
      const chatId = await chatAbout(shopper, product);
      await say(shopper, chatId, 'Do you deliver to Sylhet?');
      const seller = await sellerOf(product.seller);
      await say(seller, chatId, 'Yes, in three days.');
      await say(seller, chatId, 'Cash on delivery too.');
      await signInBrowser(page, shopper);

      await page.goto(`${prefix}/user/dashboard`);
      const headerBadge = page.locator('header [data-count="chat"]');
      await expect(headerBadge).toHaveText(localeDigits('2', locale));
      await page.goto(`${prefix}/user/orders`);
      await expect(
        page.getByRole('navigation', { name: d.account.areaMenu }).locator('[data-count="chat"]'),
      ).toHaveText(localeDigits('2', locale));

      await page.locator('header a[data-messages-link]').click();
      await expect(page).toHaveURL(`${prefix}/user/chat`);
      await expect(box(page).getByText('Cash on delivery too.')).toBeVisible();
      await expect(headerBadge).toBeHidden();
      await page.goto(`${prefix}/`);
      await expect(page.locator('header a[data-messages-link]')).toBeVisible();
      await expect(headerBadge).toBeHidden();
    });

    test('a message is plain text: markup shows as written, runs nothing, and no link is made', async ({ page }) => {
      const product = await productToAskAbout(locale);
      const shopper = await verifiedShopper();
      const chatId = await chatAbout(shopper, product);
      await signInBrowser(page, shopper);
      await page.goto(`${prefix}/user/chat/${chatId}`);

      const payload = '<img src=x onerror="window.__xss=1"> see https://example.com';
      await messageBox(page).fill(payload);
      await page.getByRole('button', { name: c.send }).click();
      const shown = box(page).locator('[data-mine="true"] [data-message-body]');
      await expect(shown).toHaveText(payload);
      await expect(box(page).locator('img[src="x"], a[href^="https://example.com"]')).toHaveCount(0);
      await page.reload();
      await expect(shown).toHaveText(payload);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    });

    test('a message over 2,000 characters, or beyond the minute’s limit, is refused beside the field', async ({
      page,
    }) => {
      const product = await productToAskAbout(locale);
      const shopper = await verifiedShopper();
      const chatId = await chatAbout(shopper, product);
      await signInBrowser(page, shopper);
      await page.goto(`${prefix}/user/chat/${chatId}`);
      await expect(box(page)).toContainText(c.noMessages);

      // No maxlength: a paste longer than the limit stays whole, counted, and is refused with the limit named.
      const max = formatNumber(CHAT_MESSAGE_MAX_LENGTH, locale);
      await messageBox(page).fill('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
      await expect(page.locator('#chat-message-count')).toHaveText(
        fill(c.counter, { count: formatNumber(CHAT_MESSAGE_MAX_LENGTH + 1, locale), max }),
      );
      await page.getByRole('button', { name: c.send }).click();
      const error = page.locator('[data-field-error="message"]');
      await expect(error).toHaveText(fill(c.errors.tooLong, { max }));
      await expect(messageBox(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(box(page).locator('[data-message]')).toHaveCount(0);

      // The API's own refusal (429 after the minute's messages) shows in the same place, the text kept.
      for (let sent = 0; sent < CHAT_MESSAGES_PER_MINUTE; sent += 1) await say(shopper, chatId, `hello ${sent}`);
      await messageBox(page).fill('One more?');
      await messageBox(page).press('Enter');
      await expect(error).toBeVisible();
      await expect(error).not.toHaveText(fill(c.errors.tooLong, { max }));
      await expect(messageBox(page)).toHaveValue('One more?');
      if (locale === 'bn') await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    });
  });
}

test('"Chat with seller" on an order opens the conversation with that order as its context', async ({ page }) => {
  test.setTimeout(60_000);
  const c = dictionaries.bn.chat;
  const pick = await productForSlot('chat order', 'bn');
  const shopper = await shopperReadyToOrder(page, pick, 1);
  const [order] = (await placeCodOrder(shopper)).orders;
  await page.goto(`/bn/user/orders/${order!.id}`);
  await page.getByRole('button', { name: c.withSeller }).click();
  await expect(page).toHaveURL(/\/bn\/user\/chat\/\d+$/);
  await page.getByRole('textbox', { name: c.messageLabel }).fill('When will it ship?');
  await page.getByRole('button', { name: c.send }).click();
  const sent = page.locator('[data-chat-box] [data-mine="true"]').filter({ hasText: 'When will it ship?' });
  await expect(sent.locator('[data-context="order"]')).toHaveText(
    fill(c.aboutOrder, { invoice: order!.invoice_number }),
  );
  await expect(sent.locator('[data-context="order"]')).toHaveAttribute('href', `/bn/user/orders/${order!.id}`);
});

test.describe('chat on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/user/chat shows the list, a conversation its own page with a way back; chatBox the latest conversation, chatList the list alone', async ({
    page,
  }) => {
    const c = dictionaries.en.chat;
    const product = await productToAskAbout('en');
    const shopper = await verifiedShopper();
    const chatId = await chatAbout(shopper, product);
    await say(await sellerOf(product.seller), chatId, 'Hello from the shop');
    await signInBrowser(page, shopper);

    await page.goto('/user/chat');
    const entry = page.locator(`[data-chat="${chatId}"]`);
    await expect(entry.locator('[data-chat-unread]')).toBeVisible();
    await expect(page.locator('[data-chat-box]')).toHaveCount(0);
    await entry.click();
    await expect(page).toHaveURL(`/user/chat/${chatId}`);
    await expect(page.locator('[data-chat-box] [data-message-body]')).toHaveText('Hello from the shop');
    await expect(page.locator(`[data-chat="${chatId}"]`)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('link', { name: c.back }).click();
    await expect(page).toHaveURL('/user/chat');

    await page.goto('/user/chat/chatBox');
    await expect(page.locator(`[data-chat-box="${chatId}"]`)).toContainText('Hello from the shop');
    await page.goto('/user/chat/chatList');
    await expect(page.locator(`[data-chat="${chatId}"]`)).toBeVisible();
    await expect(page.locator('[data-chat-box]')).toHaveCount(0);
  });
});

test('a shopper whose phone is not verified is sent from the chat to the code page', async ({ page }) => {
  await signInBrowser(page, await login(DEMO_UNVERIFIED));
  await page.goto('/bn/user/chat');
  await expect(page).toHaveURL('/bn/auth/otp');
});
