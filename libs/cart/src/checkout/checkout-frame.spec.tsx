import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { uiCatalog } from '@paddock/ui';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartCatalog } from '../i18n.js';
import { checkoutStore } from '../testing/index.js';
import { CheckoutPage } from './checkout-frame.js';

const styles = { page: 'page', title: 'title', loading: 'loading' };

function page(store: ReturnType<typeof checkoutStore>) {
  return (
    <Provider store={store}>
      <CheckoutPage styles={styles} title="Your details" loading="Loading your cart…">
        <p>The details form</p>
      </CheckoutPage>
    </Provider>
  );
}

describe('CheckoutPage', () => {
  it('shows only its spinner until the stored checkout state is read (server render)', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('en', [uiCatalog, cartCatalog])}>
        {page(checkoutStore())}
      </I18nProvider>,
    );
    expect(html).toContain('Your details');
    expect(html).toContain('Loading your cart…');
    expect(html).not.toContain('The details form');
  });

  it('then shows its content, in a region named by its title', async () => {
    renderInLocale(page(checkoutStore()), { locale: 'en', catalogs: [cartCatalog] });
    const region = screen.getByRole('region', { name: 'Your details' });
    expect(await screen.findByText('The details form')).toBeInTheDocument();
    expect(region).toContainElement(screen.getByText('The details form'));
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });
});
