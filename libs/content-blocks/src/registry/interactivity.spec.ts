import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockTypes } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { blockFolder } from './block-modules.js';
import { blockInteractivity, isInteractive } from './interactivity.js';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What makes a component need the browser: state, effects, refs, stores, or an event handler. */
const browserWork =
  /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useSyncExternalStore|useTransition|useActionState|useOptimistic|useAtom|useAtomValue|useSetAtom|useServiceData|useAddToCart|useConsent|useEmbedConsent)\b|\son[A-Z]\w*=\{/;
/** Libraries whose parts are interactive (the shop, the account, consent and tracking, stores). */
const interactiveLibraries =
  /^(@paddock\/(cart|ticketing|account|analytics)|jotai|react-hook-form)/;

interface Finding {
  file: string;
  reason: string;
}

/**
 * What in a block type's module and the modules of this lib it imports (not type-only) makes it need the
 * browser, by file.
 */
function browserWorkOf(type: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const work = browserWork.exec(code);
    if (work) findings.push({ file: file.slice(src.length + 1), reason: work[0].trim() });
    for (const [, names, from] of code.matchAll(
      /^import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gms,
    )) {
      if (!from || from.endsWith('.css')) continue;
      if (interactiveLibraries.test(from)) {
        findings.push({
          file: file.slice(src.length + 1),
          reason: `imports ${names} from ${from}`,
        });
      } else if (from.startsWith('.')) {
        const base = join(dirname(file), from).replace(/\.js$/, '');
        const next = ['.tsx', '.ts'].map((extension) => base + extension).find(existsSync);
        if (next) visit(next);
      }
    }
  };
  const folder = blockFolder(type);
  visit(join(src, folder, `${folder}.tsx`));
  return findings;
}

describe('blockInteractivity', () => {
  it('answers for every block type', () => {
    expect(Object.keys(blockInteractivity).sort()).toEqual([...blockTypes].sort());
  });

  const fixed = Object.entries(blockInteractivity).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  );

  it.each(fixed.filter(([, interactive]) => !interactive).map(([type]) => type))(
    'a static type is only HTML: %s holds no state, effect, handler or interactive part',
    (type) => {
      expect(browserWorkOf(type)).toEqual([]);
    },
  );

  it.each(fixed.filter(([, interactive]) => interactive).map(([type]) => type))(
    'an interactive type needs the browser: %s',
    (type) => {
      expect(browserWorkOf(type)).not.toEqual([]);
    },
  );

  it('makes a shared content interactive in its slider layout only', () => {
    const sharedContent = (layout: string) => aBlock('shared-content', { layout, items: [] });
    expect(isInteractive(sharedContent('sc-history-slider'))).toBe(true);
    expect(isInteractive(sharedContent('sc-history'))).toBe(false);
    expect(isInteractive(sharedContent('sc-alternating'))).toBe(false);
    expect(browserWorkOf('shared-content').map(({ file }) => file)).toContain(
      'kit/scroll-slider.tsx',
    );
  });

  it('makes a news feed interactive only when it has no feed from the server to show', () => {
    const block = { title: 'News' };
    expect(isInteractive(aBlock('rss-feed-list', block))).toBe(true);
    expect(isInteractive(aBlock('rss-feed-list', { ...block, feed: { items: [] } }))).toBe(false);
  });

  it('makes a social wall interactive only when it has no posts from the server to show', () => {
    const wall = { title: 'Social', networks: ['instagram'] };
    expect(isInteractive(aBlock('social-wall', wall))).toBe(true);
    expect(isInteractive(aBlock('social-wall', { ...wall, posts: [] }))).toBe(false);
    expect(browserWorkOf('social-wall').map(({ file }) => file)).toContain(
      'kit/live/use-service-data.ts',
    );
  });
});
