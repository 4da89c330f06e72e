import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const ticketsPage = '/fr/billetterie/enceinte-et-tribunes';
const virage = 'Tribune Grand Virage (T34)';

/** Opens the stand picker of the Grand Virage grandstand. */
async function openStands(page: Page): Promise<Locator> {
  await page.goto(ticketsPage);
  await waitForHydration(page);
  await page
    .getByRole('article', { name: virage })
    .first()
    .getByRole('button', { name: 'Choisir mes places' })
    .click();
  const stands = page.getByRole('dialog', { name: 'Choisissez vos places' });
  await expect(stands).toBeVisible();
  return stands;
}

/** The free seats of the block shown. */
const freeSeats = (stands: Locator) => stands.getByRole('button', { name: /, libre$/ });

/** Chooses the first block of a category on sale on the map. */
async function chooseBlock(stands: Locator, category: RegExp) {
  await stands.getByRole('button', { name: category }).first().click();
  await expect(stands.getByRole('heading', { name: /^Places du bloc/ }).first()).toBeVisible();
}

/** Gives every seat its first price. */
async function pricePerSeat(stands: Locator) {
  const prices = stands.getByRole('combobox', { name: /^Tarif, place/ });
  const count = await prices.count();
  for (let index = 0; index < count; index += 1) {
    await prices.nth(index).selectOption({ index: 1 });
  }
  return count;
}

test.describe('grandstand seats', () => {
  test('a stand, a block, three seats and a price each, then the seats in the cart', async ({
    page,
  }) => {
    const stands = await openStands(page);
    await expectNoAxeViolations(page);
    await chooseBlock(stands, /^Bloc T34-A, /);
    const seats = freeSeats(stands);
    const chosen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      // A chosen seat stays free (until the cart holds it): the next free one is the next index.
      const seat = seats.nth(index);
      const name = (await seat.getAttribute('aria-label')) ?? '';
      chosen.push(/place (\d{4})/.exec(name)?.[1] ?? '');
      await seat.click();
    }
    await expect(stands.getByRole('button', { name: /, libre$/, pressed: true })).toHaveCount(3);
    await stands.getByRole('button', { name: 'Choisir les tarifs' }).click();
    expect(await pricePerSeat(stands)).toBe(3);
    await expectNoAxeViolations(page);
    await stands.getByRole('button', { name: 'Ajouter au panier' }).click();
    const added = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
    await expect(added).toContainText(virage);
    await added.getByRole('link', { name: 'Voir le panier' }).click();
    // The cart names each seat as a person reads it: 0007 of row 1 is 'Rang 1 · Place 7' (each part's
    // space non-breaking: `\s` matches it, a regular expression's text is not normalised).
    for (const label of chosen) {
      await expect(page.getByRole('main')).toContainText(
        new RegExp(`Bloc\\sA · Rang\\s\\d+ · Place\\s${Number(label)}(?!\\d)`),
      );
    }
  });

  test('a seat chosen again is let go; Edit seats goes back to the map without the prices', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the picker rules do not depend on the device');
    const stands = await openStands(page);
    await chooseBlock(stands, /^Bloc T34-A, /);
    const first = freeSeats(stands).first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.click();
    await freeSeats(stands).nth(1).click();
    const chosenFirst = stands.getByRole('button', { name, exact: true });
    await expect(chosenFirst).toHaveAttribute('aria-pressed', 'true');
    await chosenFirst.click();
    await expect(chosenFirst).toHaveAttribute('aria-pressed', 'false');
    await stands.getByRole('button', { name: 'Choisir les tarifs' }).click();
    expect(await pricePerSeat(stands)).toBe(1);
    await stands.getByRole('button', { name: 'Modifier les places' }).click();
    await expect(stands.getByRole('heading', { name: 'Choisissez un bloc' })).toBeVisible();
  });

  test('a member-only price asks a logged-out fan to log in', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the picker rules do not depend on the device');
    const stands = await openStands(page);
    await chooseBlock(stands, /Espace membres ACO/);
    await freeSeats(stands).first().click();
    await stands.getByRole('button', { name: 'Choisir les tarifs' }).click();
    await pricePerSeat(stands);
    await stands.getByRole('button', { name: 'Ajouter au panier' }).click();
    const alert = stands.getByRole('alert').filter({
      hasText: 'Vous devez vous connecter pour acheter un billet membre',
    });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  });

  test('a second browser cannot take a seat a cart holds', async ({ page, browser, isMobile }) => {
    test.skip(isMobile, 'the services hold seats whatever the device');
    const stands = await openStands(page);
    await chooseBlock(stands, /^Bloc T34-B, /);
    const seat = freeSeats(stands).first();
    const name = (await seat.getAttribute('aria-label')) ?? '';
    await seat.click();
    await stands.getByRole('button', { name: 'Choisir les tarifs' }).click();
    await pricePerSeat(stands);
    await stands.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      const theirs = await openStands(second);
      await chooseBlock(theirs, /^Bloc T34-B, /);
      await expect(
        theirs.getByRole('button', { name: name.replace(/libre$/, 'occupée'), exact: true }),
      ).toBeVisible();
      await expect(theirs.getByRole('button', { name, exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('the whole choice by keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a keyboard journey');
    await page.goto(ticketsPage);
    await waitForHydration(page);
    const choose = page
      .getByRole('article', { name: virage })
      .first()
      .getByRole('button', { name: 'Choisir mes places' });
    // The shop's blocks hydrate once their code has come; until then their buttons wait.
    await expect(choose).toBeEnabled();
    await choose.focus();
    await page.keyboard.press('Enter');
    const stands = page.getByRole('dialog', { name: 'Choisissez vos places' });
    await expect(stands).toBeVisible();
    // From the dialog, Tab reaches a block on sale; Enter opens its seats.
    const block = stands.getByRole('button', { name: /^Bloc T34-A, / }).first();
    await expect(block).toBeVisible();
    for (let tab = 0; tab < 40; tab += 1) {
      if (await block.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(block).toBeFocused();
    await page.keyboard.press('Enter');
    // One seat is in the tab order; arrows move between free seats, Enter chooses.
    const firstFree = freeSeats(stands).first();
    for (let tab = 0; tab < 40; tab += 1) {
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (focused?.endsWith(', libre')) break;
      await page.keyboard.press('Tab');
    }
    await expect(firstFree).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(stands.getByRole('button', { pressed: true, name: /, libre$/ })).toHaveCount(2);
    const next = stands.getByRole('button', { name: 'Choisir les tarifs' });
    for (let tab = 0; tab < 60; tab += 1) {
      if (await next.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const prices = stands.getByRole('combobox', { name: /^Tarif, place/ });
    await expect(prices).toHaveCount(2);
    for (let index = 0; index < 2; index += 1) {
      await prices.nth(index).focus();
      await page.keyboard.press('ArrowDown');
    }
    const add = stands.getByRole('button', { name: 'Ajouter au panier' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
  });
});
