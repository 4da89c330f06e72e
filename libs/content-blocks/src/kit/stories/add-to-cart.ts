import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * In a French story, chooses `quantity` on the first choice of `offer` (an article) and adds it to the
 * cart: once added, the choice starts again from zero.
 */
export async function addsToCart(offer: HTMLElement, quantity: string) {
  const inOffer = within(offer);
  const choice = inOffer.getAllByRole('combobox')[0] as HTMLSelectElement;
  await userEvent.selectOptions(choice, quantity);
  await userEvent.click(inOffer.getByRole('button', { name: 'Ajouter au panier' }));
  await waitFor(() => expect(choice).toHaveValue('0'));
}
