/**
 * Every text of the site is a message descriptor, `/*i18n*\/ { id: 'header.menu', message: 'Menu' }`:
 * the id is what Lingui looks up, the English `message` is the source text its extractor writes into
 * the catalogs. In the browser the texts come from the page's own catalog, which the server writes
 * into the HTML, complete in both locales (app/lib/messages.ts; `npm run i18n:check` fails on a
 * missing message). So the browser never reads a descriptor's `message`, and its build leaves them
 * out, as Lingui's macros do in production: about 1 KB of gzip on the home, 0.6 KB in the code that
 * every page loads. The server's build keeps them.
 *
 * Only a descriptor written out is touched: an object literal with an `id` and a `message` that are
 * both plain strings, whose id both compiled catalogs hold (`libs/<lib>/src/locales/{fr,en}/messages.ts`,
 * the ones the server serves). An object whose id or message is computed, whose message holds an
 * expression or whose id no catalog has, is left as written; so is every other `message` (an
 * error's, a form field's).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** The ids that have a text in every locale's compiled catalog of the libs under `libsDir`. */
export function catalogIds(
  libsDir: string,
  locales: readonly string[] = ['fr', 'en'],
): Set<string> {
  const idsOf = (locale: string) => {
    const ids = new Set<string>();
    for (const lib of readdirSync(libsDir)) {
      const file = join(libsDir, lib, 'src/locales', locale, 'messages.ts');
      if (!existsSync(file)) continue;
      // Lingui compiles a catalog to `JSON.parse("…")`: a string literal holding the messages' JSON.
      let json: string | undefined;
      new Visitor({
        CallExpression({ arguments: [argument] }) {
          if (argument?.type === 'Literal' && typeof argument.value === 'string')
            json ??= argument.value;
        },
      }).visit(parseSync(file, readFileSync(file, 'utf8')).program);
      if (json === undefined) throw new Error(`No compiled messages in ${file}.`);
      const messages = JSON.parse(json) as Record<string, unknown>;
      for (const [id, message] of Object.entries(messages)) {
        if (Array.isArray(message) ? message.length > 0 : Boolean(message)) ids.add(id);
      }
    }
    return ids;
  };
  const [first = [], ...others] = locales.map(idsOf);
  return new Set([...first].filter((id) => others.every((ids) => ids.has(id))));
}

type Property = ESTree.ObjectExpression['properties'][number];

/** The property's name when it is a plain `name:` or `'name':` key. */
function keyOf(property: Property): string | undefined {
  if (property.type !== 'Property' || property.computed || property.kind !== 'init') return;
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** A string written out (a string literal, or a template without any `${…}`), or undefined. */
function plainString(node: ESTree.Expression): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type !== 'TemplateLiteral' || node.expressions.length > 0) return undefined;
  return node.quasis[0]?.value.cooked ?? undefined;
}

/**
 * `code` (JavaScript, JSX already compiled) without the English `message` of each descriptor written
 * out whose id `known` holds; `undefined` when there is none.
 */
export function withoutSourceTexts(
  code: string,
  file: string,
  known: ReadonlySet<string>,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('message')) return undefined;
  const { program } = parseSync(file, code, { lang: 'js', sourceType: 'module' });
  const output = new MagicString(code);
  let changed = false;
  new Visitor({
    ObjectExpression(object) {
      const { properties } = object;
      const id = properties.find((property) => keyOf(property) === 'id');
      const index = properties.findIndex((property) => keyOf(property) === 'message');
      const message = properties[index];
      if (!id || !message || id.type !== 'Property' || message.type !== 'Property') return;
      const text = plainString(id.value);
      if (text === undefined || !known.has(text) || plainString(message.value) === undefined)
        return;
      // With the comma before it, or, first in the object, the comma after it.
      const previous = properties[index - 1];
      const next = properties[index + 1];
      if (previous) output.remove(previous.end, message.end);
      else output.remove(message.start, next ? next.start : message.end);
      changed = true;
    },
  }).visit(program);
  if (!changed) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
}

/**
 * The browser build's plugin, for the site's and the libraries' modules (after TypeScript and JSX),
 * with the catalogs of the libraries in `libsDir`.
 */
export function stripSourceTexts(libsDir: string): Plugin {
  let known: Set<string> | undefined;
  return {
    name: 'paddock:strip-source-texts',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      known = catalogIds(libsDir);
    },
    transform: {
      filter: { id: { include: /\/(apps\/site\/app|libs\/[^/]+\/src)\/.*\.[jt]sx?$/ } },
      handler(code, id) {
        return withoutSourceTexts(code, id, known ?? catalogIds(libsDir));
      },
    },
  };
}
