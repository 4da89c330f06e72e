// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
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

describe('sanitizeHtml on hostile and unusual input', () => {
  it.each([
    'java&#x09;script:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    ' javascript:alert(1)',
    '&#14;javascript:alert(1)',
    'java\u0000script:alert(1)',
    'jav<!-- x -->ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,iVBOR',
    'file:///etc/passwd',
    'ftp://example.org',
    'blob:https://example.org/id',
    'sms:+33243400000',
    '/\\evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '',
  ])('drops the link address %j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">Cliquez</a>`)).toBe('<a>Cliquez</a>');
  });

  it('keeps the first of two link addresses, as a browser does', () => {
    expect(sanitizeHtml('<a href="/a" href="javascript:alert(1)">x</a>')).toBe(
      '<a href="/a">x</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)" href="/a">x</a>')).toBe('<a>x</a>');
  });

  it('escapes what a kept address holds', () => {
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.test/&quot;onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="https://x.test/&quot;onmouseover=&quot;alert(1)">x</a>',
    );
    expect(sanitizeHtml('<a href="#<img src=x onerror=alert(1)>">x</a>')).toBe(
      '<a href="#&lt;img src=x onerror=alert(1)&gt;">x</a>',
    );
  });

  it('drops event handlers however they are written, and the elements that only serve them', () => {
    expect(sanitizeHtml('<a href="https://x.test"\nonclick=alert(1)>x</a>')).toBe(
      '<a href="https://x.test">x</a>',
    );
    expect(sanitizeHtml('<p ONCLICK="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<details open ontoggle=alert(1)>d</details>')).toBe('d');
    expect(sanitizeHtml('<input onfocus=alert(1) autofocus><svg onload=alert(1)>')).toBe('');
    expect(sanitizeHtml('<form action="javascript:alert(1)"><button>b</button></form>')).toBe('b');
  });

  it('drops style attributes and style elements with their text', () => {
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">s</p>')).toBe('<p>s</p>');
    expect(sanitizeHtml('<style>@import "x.css"</style>visible')).toBe('visible');
  });

  it('drops iframes, objects and embeds with what they hold', () => {
    expect(sanitizeHtml('<iframe src="javascript:alert(1)"></iframe><p>après</p>')).toBe(
      '<p>après</p>',
    );
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    expect(
      sanitizeHtml('<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'),
    ).toBe('');
  });

  it('drops images, srcset and picture sources', () => {
    expect(sanitizeHtml('<img srcset="x.png 1x, javascript:alert(1) 2x" src="y.png">')).toBe('');
    expect(sanitizeHtml('<picture><source srcset="a.png"><img src="b.png"></picture>')).toBe('');
  });

  it('drops SVG and MathML with what they hold', () => {
    expect(
      sanitizeHtml(
        '<svg><animate attributeName="href" values="javascript:alert(1)"/><a xlink:href="javascript:alert(1)">s</a></svg>',
      ),
    ).toBe('');
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">m</mi></math>')).toBe('');
  });

  it('drops the text of script, style, textarea, option, xmp, template and noscript', () => {
    expect(sanitizeHtml('<scrIpt>alert(1)</scRipt><script src="x.js"></script>')).toBe('');
    expect(sanitizeHtml('<textarea></textarea><img src=x onerror=alert(1)></textarea>')).toBe('');
    expect(sanitizeHtml('<textarea>&lt;script&gt;</textarea>')).toBe('');
    expect(sanitizeHtml('<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>')).toBe('');
    expect(sanitizeHtml('<xmp><img src=x onerror=alert(1)></xmp>')).toBe('');
    expect(sanitizeHtml('<template><img src=x onerror=alert(1)></template>')).toBe('');
    expect(
      sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'),
    ).not.toMatch(/<img|onerror|title/);
  });

  it('drops the tags of a document head', () => {
    expect(
      sanitizeHtml(
        '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><link rel="stylesheet" href="x.css">',
      ),
    ).toBe('');
  });

  it('drops comments, and what only looks like markup stays text', () => {
    expect(sanitizeHtml('<!-- note --><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<!--><img src=x onerror=alert(1)>-->')).not.toMatch(/<img/);
    expect(sanitizeHtml('<![CDATA[<img src=x onerror=alert(1)>]]>')).not.toMatch(/<img/);
    expect(sanitizeHtml('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('decodes entities and escapes only &, < and > in text', () => {
    expect(sanitizeHtml('Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; &#39;a&#39;')).toBe(
      'Tom &amp; Jerry &lt;3 &gt; "q" \'a\'',
    );
    expect(sanitizeHtml('caf&eacute; &hellip; &copy; &unknown;')).toBe('café … © &amp;unknown;');
    expect(sanitizeHtml('a&nbsp;b')).toBe('a\u00a0b');
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeHtml('<p>l’apostrophe « guillemets » — tiret</p>')).toBe(
      '<p>l’apostrophe « guillemets » — tiret</p>',
    );
  });

  it('lets no NUL byte through, nor use one to hide a tag', () => {
    expect(sanitizeHtml('<p>x\u0000y</p>')).toBe('<p>xy</p>');
    expect(sanitizeHtml('\u0000<script>alert(1)</script>')).toBe('');
    expect(sanitizeHtml('<scr\u0000ipt>alert(1)</script>')).toBe('alert(1)');
  });

  it('writes the markup the site has always rendered', () => {
    expect(sanitizeHtml('<P CLASS=x>Up<BR>next<br/>last</P>')).toBe(
      '<p>Up<br />next<br />last</p>',
    );
    expect(sanitizeHtml('<a href=\'/a\'>a</a><a href=/b>b</a><a/href="/c">c</a>')).toBe(
      '<a href="/a">a</a><a href="/b">b</a><a href="/c">c</a>',
    );
    expect(sanitizeHtml('<ul><li>a<li>b</ul><p>unclosed')).toBe(
      '<ul><li>a</li><li>b</li></ul><p>unclosed</p>',
    );
    expect(sanitizeHtml('<p>\n  espaces\n</p>')).toBe('<p>\n  espaces\n</p>');
    expect(sanitizeHtml('')).toBe('');
  });

  it('drops the other attributes of links and every attribute of other tags', () => {
    expect(
      sanitizeHtml(
        '<a href="/a" download="x" ping="https://t.test" hreflang="en" name="n" title="t" data-x="1" aria-label="l">x</a>',
      ),
    ).toBe('<a href="/a">x</a>');
    expect(sanitizeHtml('<blockquote cite="javascript:alert(1)">q</blockquote>')).toBe(
      '<blockquote>q</blockquote>',
    );
    expect(sanitizeHtml('<h2 id="x" class="y">t</h2>')).toBe('<h2>t</h2>');
  });

  it('keeps no target but _blank and _self, and never lets a link ask for the opener', () => {
    for (const target of ['_top', '_parent', '_SELF', '']) {
      expect(sanitizeHtml(`<a href="/a" target="${target}">x</a>`)).toBe('<a href="/a">x</a>');
    }
    expect(sanitizeHtml('<a href="/a" rel="OPENER">x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeHtml('<a href="/a" rel="author  help">x</a>')).toBe(
      '<a href="/a" rel="author help">x</a>',
    );
    expect(sanitizeHtml('<a rel="opener" target="_self">x</a>')).toBe('<a target="_self">x</a>');
    expect(sanitizeHtml('<a href="/a" target="_blank" rel="NoOpener">x</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // DOMPurify trims attribute values: a spaced _blank is _blank, and gets noopener like any other.
    expect(sanitizeHtml('<a href="/a" target=" _blank ">x</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives the same HTML for the same source, every time', () => {
    const html = '<p>Deux fois<script>alert(1)</script> <a href="/a" target="_blank">x</a></p>';
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(first).toBe(
      '<p>Deux fois <a href="/a" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});

describe('the browser entry and DOMPurify', () => {
  it('never imports isomorphic-dompurify, dompurify or jsdom', () => {
    const src = join(import.meta.dirname, '..');
    const browserFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|stories)\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('server'));
    expect(browserFiles.length).toBeGreaterThan(0);
    for (const file of browserFiles) {
      const source = readFileSync(join(src, file), 'utf8');
      expect(source, file).not.toMatch(/'(isomorphic-dompurify|dompurify|jsdom)'/);
    }
  });
});
