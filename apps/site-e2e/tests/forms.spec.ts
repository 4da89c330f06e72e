import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const styleGuide = '/fr/guide-de-style';

/** The style guide's contact form (a `form` block of kind `contact`), once the page is live. */
async function contactForm(page: Page): Promise<Locator> {
  await page.goto(styleGuide);
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Nous écrire' });
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function fillIn(form: Locator, email = 'camille.martin@example.org') {
  await form.getByLabel(/^Nom et prénom/).fill('Camille Martin');
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Sujet/).selectOption({ label: 'Accès et parkings' });
  await form
    .getByLabel(/^Votre message/)
    .fill('Bonjour, les navettes depuis la gare circulent-elles la nuit de la course ?');
  await form.getByLabel(/^J’accepte/).check();
}

test.describe('the contact form', () => {
  test('a fan writes to the organiser and gets a reference to quote', async ({ page }) => {
    const form = await contactForm(page);
    await fillIn(form);
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/content/contact') && response.status() === 200,
    );
    await form.getByRole('button', { name: 'Envoyer mon message' }).click();
    await sent;

    const confirmation = form.getByRole('status').filter({ hasText: 'Merci, votre message' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(/Votre référence : PDK-[2-9A-Z]{8}/);
    await expect(form.getByRole('button', { name: 'Envoyer mon message' })).toHaveCount(0);
  });

  test('an invalid email is refused next to its field, and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const form = await contactForm(page);
    await fillIn(form, 'camille@');
    await form.getByRole('button', { name: 'Envoyer mon message' }).click();

    const email = form.getByLabel(/^Adresse e-mail/);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail comme nom@exemple.fr.',
    );
    await expect(form.getByText('Une réponse demande votre attention')).toBeVisible();
    expect(posts.filter((url) => url.includes('/contact'))).toEqual([]);

    // Fixed, the message goes.
    await email.fill('camille@example.org');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test.describe('when the service fails', () => {
    // The client logs the failure; the browser reports the 503.
    test.use({ allowedConsoleErrors: [/content contact failed/] });

    test('everything typed stays, and the button works again', async ({ page }) => {
      await page.route(/\/content\/contact$/, (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'Down.' } } }),
      );
      const form = await contactForm(page);
      await fillIn(form);
      await form.getByRole('button', { name: 'Envoyer mon message' }).click();

      await expect(form.getByRole('alert')).toContainText('n’ont pas pu être envoyées');
      await expect(form.getByLabel(/^Nom et prénom/)).toHaveValue('Camille Martin');
      await expect(form.getByLabel(/^Votre message/)).toHaveValue(/navettes depuis la gare/);
      await expect(form.getByLabel(/^J’accepte/)).toBeChecked();
      await expect(form.getByRole('button', { name: 'Envoyer mon message' })).toBeEnabled();
    });
  });
});
