import { lastMail, mailsTo } from './account-helpers';
import { queryDemoDatabase } from './demo-database';
import { expect, test, waitForHydration } from './fixtures';
import { foreignIn, foreignTexts, pageTexts } from './foreign-text';
import { LOCALES, type Locale, localePath, messagesOf } from './messages';
import { amountIn, downloadedPdfRuns, orderPageShows, plain } from './order-documents';

/**
 * Every string in the shopper's language: the purchase path is walked in each language, from the home
 * to the order page, and no page may show a text of another language's catalogue, an English fallback,
 * or a name the ERP should have translated; the mails the ERP sends speak that language too.
 */
const PRODUCT_PATHS: Record<Locale, string> = {
  fr: '/huile-essentielle-de-lavande-fine',
  nl: '/etherische-olie-echte-lavendel',
  en: '/true-lavender-essential-oil',
  de: '/atherisches-ol-echter-lavendel',
};
const BROWSER_LOCALES: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-US', de: 'de-DE' };

/**
 * Names in each language that are not the shop's messages: what the ERP and the catalogue translate
 * (carriers, payment methods, the product bought), the editors' menu and page titles of that language,
 * and proper names that are the same in every language (a pick-up point called "Afhaalpunt Meir").
 */
async function ownNames(): Promise<Partial<Record<Locale, string[]>>> {
  const names: Partial<Record<Locale, string[]>> = {};
  const add = (locale: string, name: string) => {
    if ((LOCALES as readonly string[]).includes(locale)) (names[locale as Locale] ??= []).push(name);
  };
  for (const row of queryDemoDatabase<{ name: string }>(
    'SELECT p.name FROM erp_pickup_sites s JOIN erp_partners p ON p.id = s.partner_id',
  ))
    for (const locale of LOCALES) add(locale, row.name);
  for (const locale of LOCALES) {
    for (const type of ['navigation-items', 'pages']) {
      const query = new URLSearchParams({ locale, 'fields[0]': 'title', 'pagination[pageSize]': '100' });
      const response = await fetch(`${process.env.CMS_URL}/api/${type}?${query}`);
      const { data } = (await response.json()) as { data: { title: string }[] };
      for (const entry of data) add(locale, entry.title);
    }
  }
  for (const table of ['erp_carriers', 'erp_payment_providers']) {
    for (const row of queryDemoDatabase<{ names: string }>(`SELECT names FROM ${table}`))
      for (const [locale, name] of Object.entries(JSON.parse(row.names) as Record<string, string>))
        add(locale, name);
  }
  for (const row of queryDemoDatabase<{ locale: string; name: string }>(
    `SELECT locale, name FROM catalogue_template_texts WHERE template_id IN
       (SELECT template_id FROM catalogue_variants WHERE sku LIKE 'HE-LAVF-%')`,
  ))
    add(row.locale, row.name);
  return names;
}

for (const locale of LOCALES) {
  test.describe(`the purchase path in ${locale}`, () => {
    test.use({ locale: BROWSER_LOCALES[locale] });
    test.describe.configure({ timeout: 180_000 });

    test(`shows only ${locale} from the home to the order page, and mails in ${locale}`, async ({
      page,
      request,
    }) => {
      const t = messagesOf(locale);
      const foreign = foreignTexts(locale, await ownNames());
      const seen: string[] = [];
      const check = async (where: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const found = foreignIn(await pageTexts(page), foreign);
        if (found.length) seen.push(`${where}: ${found.map((text) => `"${text}"`).join(', ')}`);
      };
      const go = async (path: string, where: string) => {
        await page.goto(localePath(locale, path));
        await waitForHydration(page);
        await check(where);
      };

      await go('/', 'home');
      await page.getByRole('button', { name: t['consent.accept_necessary']! }).click();
      await go(PRODUCT_PATHS[locale], 'product');
      await page.getByTestId('variant-selector').getByRole('link', { name: '30 ml' }).click();
      await expect(page).toHaveURL(/sku=HE-LAVF-30-ML/);
      await page.getByRole('main').getByRole('button', { name: t['cart.add.button']! }).click();
      await expect(page.getByRole('dialog', { name: t['cart.add.confirmation']! })).toBeVisible();
      await check('add-to-cart drawer');

      await go('/cart', 'cart');
      await page.getByLabel(t['cart.coupon.title']!).fill('WELCOME10');
      await page.getByRole('button', { name: t['cart.coupon.apply']! }).click();
      await expect(page.getByTestId('applied-codes')).toContainText('WELCOME10');
      await check('cart with a promo code');

      const email = `walk-${locale}-${Date.now()}@test.shop`;
      await go('/account/register', 'registration');
      await page.locator('input[name=firstname]').fill('Alex');
      await page.locator('input[name=lastname]').fill('Walker');
      await page.locator('input[name=login]').fill(email);
      await page.locator('input[name=password]').fill('Lavande2026!');
      await page.locator('input[name=terms]').check();
      await page.getByRole('button', { name: t['account.register.sign_up']! }).click();
      await page.locator('input[name=customer_type][value=individual]').check();
      await check('profile completion');
      await page.getByRole('button', { name: t['account.register.complete_submit']! }).click();
      await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
      await check('account');

      await go('/checkout', 'checkout: addresses');
      // The new customer's own address has a name only: the shop asks to complete it.
      await page.getByRole('button', { name: t['checkout.address.complete']! }).click();
      await page.locator('#address-name').fill('Alex Walker');
      await page.locator('#address-street').fill('12 Rue Royale');
      await page.locator('#address-zip').fill('1000');
      await page.locator('#address-city').fill('Bruxelles');
      // Its country starts at the language's region (Belgium for French and Dutch, Germany for
      // German), shown in the field; English names no country of the shop, and the shopper must choose.
      const country = page.locator('#address-country');
      await expect(country).toHaveValue({ fr: '21', nl: '21', de: '58', en: '' }[locale]);
      if (locale === 'en') {
        await page.getByRole('button', { name: t['checkout.address.save']! }).click();
        await expect(page.locator('#address-country-error')).toHaveText(t['checkout.address.required']!);
        await expect(country).toHaveAttribute('aria-invalid', 'true');
      }
      await country.selectOption({ value: '21' });
      await page.getByRole('button', { name: t['checkout.address.save']! }).click();
      await page.getByRole('button', { name: t['checkout.address.continue']! }).click();
      await expect(page.locator('input[name=carrier]').first()).toBeVisible();
      await check('checkout: delivery');
      await page.locator('input[name=carrier]').last().check();
      await page.getByRole('button', { name: t['checkout.delivery.continue']! }).click();
      await expect(page.locator('[data-legal-page=terms]')).toBeVisible();
      await check('checkout: payment');

      await page.locator('#accept-terms').check();
      await page.getByRole('button', { name: new RegExp(t['checkout.payment.submit']!, 'i') }).click();
      await page.waitForURL(/\/payment\/providers\//);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.locator('button.success').click();
      await page.waitForURL(/checkout\/validated/);
      await waitForHydration(page);
      await expect(page.getByTestId('payment-success')).toBeVisible();
      await check('order confirmation');

      await go('/account/sales', 'orders');
      await page.locator('main a[href*="/account/sales/"]').first().click();
      await expect(page).toHaveURL(/\/account\/sales\/\d+$/);
      await page.waitForLoadState('networkidle');
      await check('order page');
      const shown = await orderPageShows(page);
      const orderPath = new URL(page.url()).pathname;

      // The order PDF reads as the page: its names, state word, amounts, and unit prices that multiply.
      const pdf = await downloadedPdfRuns(page, t['sale.download']!);
      expect(pdf.some((run) => run.endsWith(`: ${shown.state}`))).toBe(true);
      for (const line of shown.lines) {
        const at = pdf.indexOf(line.name);
        expect(at, `${line.name} in the PDF`).toBeGreaterThanOrEqual(0);
        const [qty, unit = '', amount = ''] = pdf.slice(at + 1, at + 4);
        expect([Number(qty), unit, amount]).toEqual([line.qty, line.unit, line.amount]);
        expect(Math.round(line.qty * amountIn(unit, locale) * 100)).toBe(
          Math.round(amountIn(amount, locale) * 100),
        );
      }
      expect(pdf).toContain(shown.total);
      expect(pdf.join(' ')).not.toContain('[HE-');

      // The order confirmation mail: in the shopper's language, the page's lines and total, the order's link.
      const mails = await mailsTo(request, email);
      const orderMail = mails.find((item) => item.link && new URL(item.link).pathname === orderPath);
      expect(orderMail, 'the order confirmation mail').toBeDefined();
      const orderText = plain(`${orderMail?.subject}\n${orderMail?.body}`);
      for (const line of shown.lines) expect(orderText).toContain(`${line.name} ${line.qty} ×`);
      for (const line of shown.lines) expect(orderText).toContain(`= ${line.amount}`);
      expect(orderText).toContain(shown.total);
      const inOrderMail = foreignIn(`${orderMail?.subject}\n${orderMail?.body}`, foreign);
      if (inOrderMail.length) seen.push(`order mail: ${inOrderMail.join(', ')}`);

      const mail = await lastMail(request, email);
      expect(new URL(mail.link).pathname).toBe(localePath(locale, '/account/signup-validation'));
      const inMail = foreignIn(`${mail.subject}\n${mail.body}`, foreign);
      if (inMail.length) seen.push(`validation mail: ${inMail.join(', ')}`);

      expect(seen).toEqual([]);
    });
  });
}
