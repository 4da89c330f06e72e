import { expect, test, waitForHydration } from './fixtures';

const servicesURL = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;

test.describe('the account', () => {
  test('logging out ends the session on the server: the old token opens nothing', async ({
    page,
  }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByLabel('Adresse e-mail').fill('member@paddock.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Paddock-24h!');
    await dialog.getByLabel('Mot de passe', { exact: true }).press('Enter');
    const account = page.getByRole('dialog', { name: 'Mon compte' });
    await expect(account).toContainText('Camille');

    const token = await page.evaluate(() => sessionStorage.getItem('ACCOUNT_TOKEN'));
    expect(token).toBeTruthy();
    const customer = () =>
      page.request.get(`${servicesURL}/account/api/mobile/customer`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await customer()).status()).toBe(200);

    const revoked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/account/api/mobile/logout') &&
        response.request().method() === 'POST',
    );
    await account.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await revoked).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('ACCOUNT_TOKEN'))).toBeNull();

    expect((await customer()).status()).toBe(401);
  });
});
