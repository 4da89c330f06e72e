// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DocumentStyles,
  loadStylesheets,
  Stylesheets,
  StylesheetsContext,
} from './document-styles';

const rules = {
  '/assets/root.css': '.root{margin:0}',
  '/assets/page.css': '.page{color:red}',
  '/assets/block.css': '.block{padding:1rem}',
};

describe('Stylesheets on the server', () => {
  it('writes the rules into one style element of the head, each once, in their order', () => {
    const html = renderToString(
      <html lang="fr">
        <head />
        <body>
          <StylesheetsContext value={{ rules, root: [] }}>
            <p>Le Mans</p>
            <Stylesheets hrefs={['/assets/page.css', '/assets/block.css', '/assets/page.css']} />
          </StylesheetsContext>
        </body>
      </html>,
    );
    expect(html).toContain(
      '<head><style data-precedence="paddock" data-href="/assets/page.css /assets/block.css">.page{color:red}.block{padding:1rem}</style></head>',
    );
    expect(html).not.toContain('<link');
  });

  it('writes those of the root, then those the matched routes’ loaders name', async () => {
    const Document = () => (
      <StylesheetsContext value={{ rules, root: ['/assets/root.css'] }}>
        <DocumentStyles />
        <p>Page</p>
      </StylesheetsContext>
    );
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Document,
        loader: () => ({ styles: ['/assets/page.css', '/assets/block.css'] }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByText('Page');
    const written = [...document.head.querySelectorAll('style[data-precedence="paddock"]')];
    expect(written.map((style) => style.getAttribute('data-href'))).toEqual([
      '/assets/root.css',
      '/assets/page.css',
      '/assets/block.css',
    ]);
  });
});

describe('Stylesheets in the browser', () => {
  it('links, hoisted into the head, those the document did not come with', async () => {
    // What the server wrote into the document the browser loaded.
    const inline = document.createElement('style');
    inline.dataset['precedence'] = 'paddock';
    inline.dataset['href'] = '/assets/home.css /assets/frame.css';
    document.head.append(inline);

    render(<Stylesheets hrefs={['/assets/home.css', '/assets/frame.css', '/assets/cart.css']} />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull(),
    );
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/cart.css']);
    expect(links[0]).toHaveAttribute('data-precedence', 'paddock');
  });

  it('loads those a navigation adds before it shows its page, after the others, each once', async () => {
    let loaded = false;
    const loading = loadStylesheets(['/assets/frame.css', '/assets/news.css', '/assets/news.css']);
    void loading.then(() => {
      loaded = true;
    });
    const group = [...document.head.querySelectorAll('[data-precedence="paddock"]')];
    const news = group.at(-1);
    expect(news).toHaveAttribute('href', '/assets/news.css');
    expect(document.head.querySelectorAll('link[href="/assets/news.css"]')).toHaveLength(1);

    await Promise.resolve();
    expect(loaded).toBe(false);
    news?.dispatchEvent(new Event('load'));
    await loading;
    expect(loaded).toBe(true);

    // The page's render then links nothing more.
    render(<Stylesheets hrefs={['/assets/news.css']} />);
    expect(document.head.querySelectorAll('link[href="/assets/news.css"]')).toHaveLength(1);
  });

  it('resolves on a stylesheet that fails: the page shows all the same', async () => {
    const loading = loadStylesheets(['/assets/gone.css']);
    document.head.querySelector('link[href="/assets/gone.css"]')?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});
