// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../fixtures/blocks.js';
import { sanitizeBlocks, sanitizeHtml } from './index.js';

describe('sanitizeHtml', () => {
  it('keeps the tags of editorial text', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><h4>Détail</h4><p><strong>Gras</strong>, <em>italique</em><br>ligne</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>citation</blockquote>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts with their text, and styles, iframes and other tags', () => {
    expect(
      sanitizeHtml(
        '<p>Bonjour<script>alert(1)</script></p><style>p{}</style><iframe src="https://x.test"></iframe><img src=x onerror="alert(1)"><h1>Grand</h1><div>bloc</div>',
      ),
    ).toBe('<p>Bonjour</p>Grandbloc');
  });

  it('drops event handlers and every attribute but a link’s href, target and rel', () => {
    expect(
      sanitizeHtml(
        '<p onclick="alert(1)" style="color:red" class="x">Texte</p><a href="https://example.org" onmouseover="alert(1)" id="a">Lien</a>',
      ),
    ).toBe('<p>Texte</p><a href="https://example.org">Lien</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/path',
  ])('drops the link address %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">Cliquez</a>`)).toBe('<a>Cliquez</a>');
  });

  it('keeps web, mail, phone and relative addresses', () => {
    for (const href of [
      'https://example.org/a?b=1',
      'mailto:billetterie@example.org',
      'tel:+33243400000',
      '/fr/billetterie',
      '#acces',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('gives links opening a new tab rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">Partenaire</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Partenaire</a>',
    );
    expect(
      sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener nofollow">P</a>'),
    ).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">P</a>',
    );
  });

  it('keeps only the targets _blank and _self', () => {
    expect(sanitizeHtml('<a href="/a" target="other">x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeHtml('<a href="/a" target="_self">x</a>')).toBe(
      '<a href="/a" target="_self">x</a>',
    );
  });
});

describe('sanitizeBlocks', () => {
  it('sanitizes the html of rich-text blocks and leaves the rest of the block as it was', () => {
    const block = aBlock(
      'rich-text',
      { html: '<p>Salut<script>alert(1)</script></p>' },
      { style: 'rse', tone: 'dark' },
    );
    const [sanitized] = sanitizeBlocks([block]);
    expect(sanitized).toEqual({ ...block, data: { html: '<p>Salut</p>' } });
    expect(block.data['html']).toBe('<p>Salut<script>alert(1)</script></p>');
  });

  it('sanitizes every html field at any depth, and no other text', () => {
    const block = aBlock('shared-content', {
      title: '<b>titre</b>',
      introHtml: '<p onclick="x()">intro</p>',
      items: [{ html: '<a href="javascript:x()">a</a>', label: '<i>label</i>' }],
      nested: { deeper: { html: '<img src=x onerror=alert(1)>ok' } },
      count: 3,
      none: null,
    });
    const [sanitized] = sanitizeBlocks([block]);
    expect(sanitized?.data).toEqual({
      title: '<b>titre</b>',
      introHtml: '<p>intro</p>',
      items: [{ html: '<a>a</a>', label: '<i>label</i>' }],
      nested: { deeper: { html: 'ok' } },
      count: 3,
      none: null,
    });
  });
});

describe('the browser entry', () => {
  it('never imports sanitize-html nor the server entry', () => {
    const src = join(import.meta.dirname, '..');
    const browserFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|stories)\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('server'));
    expect(browserFiles).toContain('index.ts');
    expect(browserFiles).toContain(join('rich-text', 'rich-text.tsx'));
    for (const file of browserFiles) {
      const source = readFileSync(join(src, file), 'utf8');
      const imports = source.match(/^(?:import|export)\b[^;]*?from\s+'[^']+'/gms) ?? [];
      for (const statement of imports) {
        expect(statement, relative(src, join(src, file))).not.toMatch(
          /'(sanitize-html|.*\/server.*)'/,
        );
      }
    }
  });

  it('never loads zod: block data is validated on the server, and components import its type only', () => {
    const src = join(import.meta.dirname, '..');
    const components = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|stories|data)\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('server') && !file.startsWith('fixtures'));
    for (const file of components) {
      const source = readFileSync(join(src, file), 'utf8');
      const imports = source.match(/^(?:import|export)\b[^;]*?from\s+'[^']+'/gms) ?? [];
      for (const statement of imports) {
        expect(statement, file).not.toMatch(/'zod(\/mini)?'/);
        if (/\.data\.js'/.test(statement))
          expect(statement, file).toMatch(/^(import|export) type /);
      }
    }
  });
});
