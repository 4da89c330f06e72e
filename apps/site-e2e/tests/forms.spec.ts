import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, isHydrated, test, waitForHydration } from './fixtures';

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

// One visit of the style guide (66 blocks, the heaviest page to load and hydrate) per device for the
// form's three stories, in the order a visitor can meet them on one page: refused, then the service
// failing, then sent. Each was its own journey, loading the page again.
test.describe('the contact form', () => {
  // The failing service's step: the client logs the failure; the browser reports the 503.
  test.use({ allowedConsoleErrors: [/content contact failed/] });

  test('an invalid email is refused, a failing service keeps everything typed, then the fan gets a reference', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    // The failure allowed above is the failing step's only: none may be logged before or after it.
    const failuresLogged: string[] = [];
    page.on('console', (message) => {
      if (/content contact failed/.test(message.text())) failuresLogged.push(message.text());
    });
    const form = await contactForm(page);

    await test.step('an invalid email is refused next to its field, and nothing is sent', async () => {
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
      await email.fill('camille.martin@example.org');
      await expect(email).not.toHaveAttribute('aria-invalid');
    });
    expect(failuresLogged).toEqual([]);

    await test.step('when the service fails, everything typed stays, and the button works again', async () => {
      await page.route(/\/content\/contact$/, (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'Down.' } } }),
      );
      await form.getByRole('button', { name: 'Envoyer mon message' }).click();

      await expect(form.getByRole('alert')).toContainText('n’ont pas pu être envoyées');
      await expect(form.getByLabel(/^Nom et prénom/)).toHaveValue('Camille Martin');
      await expect(form.getByLabel(/^Votre message/)).toHaveValue(/navettes depuis la gare/);
      await expect(form.getByLabel(/^J’accepte/)).toBeChecked();
      await expect(form.getByRole('button', { name: 'Envoyer mon message' })).toBeEnabled();
      await page.unroute(/\/content\/contact$/);
    });
    const failuresSoFar = failuresLogged.length;

    await test.step('a fan writes to the organiser and gets a reference to quote', async () => {
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
    expect(failuresLogged).toHaveLength(failuresSoFar);
  });

  test('a form filled in and sent before its code came is sent once it comes, as it was typed', async ({
    page,
  }) => {
    // The form's code held back until the fan has filled it in and sent it (a slow phone's network).
    const letThrough = await holdScripts(page, /^\/assets\/form-[\w-]+\.js$/);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.postData() ?? '');
    });
    const form = await contactForm(page);
    const address = page.url();
    await fillIn(form);
    const name = form.getByLabel(/^Nom et prénom/);
    await form.getByRole('button', { name: 'Envoyer mon message' }).click();
    // Held: the browser did not send it itself (the page, and its address, stay).
    expect(await isHydrated(name)).toBe(false);
    expect(page.url()).toBe(address);
    expect(posted).toEqual([]);

    letThrough();
    const confirmation = form.getByRole('status').filter({ hasText: 'Merci, votre message' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(/Votre référence : PDK-[2-9A-Z]{8}/);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain('Camille Martin');
    expect(posted[0]).toContain('navettes depuis la gare');
    expect(page.url()).toBe(address);
  });
});
