/**
 * Code that belongs on the server only, kept out of the browser's build: zod (`zod`, `zod/mini`) and
 * the contract schemas of `@paddock/api-clients` (the calls' and the blocks'). The browser's clients
 * trust the typed JSON of our own services, which validate with those schemas; the site server's
 * loaders validate every answer. Should a browser chunk carry code of such a module (a value import
 * where a type import was meant, a client of the validating flavour), the browser build fails and
 * names each module, the chunk it landed in and the imports that led there.
 */
import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A kind of module the browser must not ship: a name for the message and a test of module ids. */
export interface ServerOnlyRule {
  name: string;
  test: (id: string) => boolean;
}

/** A module of a rule found in a browser chunk, with the chain of importers from an entry to it. */
export interface ServerOnlyFinding {
  rule: string;
  chunk: string;
  module: string;
  chain: string[];
}

/** What the check needs of Rollup's module graph: a module's importers, static and dynamic. */
export type ImportersOf = (id: string) => readonly string[];

/** The server-only modules of this repository: zod, and the schemas of `@paddock/api-clients`. */
export const serverOnlyRules: readonly ServerOnlyRule[] = [
  { name: 'zod', test: (id) => /\/node_modules\/zod\//.test(id) },
  {
    name: 'the contract schemas (@paddock/api-clients/contracts)',
    test: (id) => /\/libs\/api-clients\/src\/contracts\//.test(id),
  },
  {
    name: 'the block data contracts (@paddock/api-clients/blocks)',
    test: (id) => /\/libs\/api-clients\/src\/blocks\//.test(id),
  },
];

/** Module ids with forward slashes and without a plugin's query, so the rules read them alike. */
const normalised = (id: string) => id.split('\\').join('/').split('?')[0] ?? id;

/**
 * The shortest chain of importers from a module no one imports (an entry) to `id`: `[entry, …, id]`.
 * Rollup tells each module's importers; this walks them back breadth first.
 */
export function importChain(id: string, importersOf: ImportersOf): string[] {
  const cameFrom = new Map<string, string | null>([[id, null]]);
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const importers = importersOf(current);
    if (importers.length === 0) {
      const chain: string[] = [];
      for (let step: string | null | undefined = current; step; step = cameFrom.get(step)) {
        chain.push(step);
      }
      return chain;
    }
    for (const importer of importers) {
      if (cameFrom.has(importer)) continue;
      cameFrom.set(importer, current);
      queue.push(importer);
    }
  }
  return [id];
}

/** Every module of a rule that a chunk of `bundle` carries code of (modules tree-shaken away do not count). */
export function serverOnlyFindings(
  bundle: Rolldown.OutputBundle,
  rules: readonly ServerOnlyRule[],
  importersOf: ImportersOf,
): ServerOnlyFinding[] {
  const findings: ServerOnlyFinding[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(output.modules)) {
      if (module.renderedLength === 0) continue;
      const rule = rules.find(({ test }) => test(normalised(id)));
      if (!rule) continue;
      findings.push({
        rule: rule.name,
        chunk: output.fileName,
        module: id,
        chain: importChain(id, importersOf),
      });
    }
  }
  return findings;
}

/**
 * The build's message: for each rule and chunk, how many of its modules the chunk carries, a few of
 * them, and the shortest chain of imports that brought one in (paths relative to `root`).
 */
export function describeFindings(findings: readonly ServerOnlyFinding[], root: string): string {
  const short = (id: string) => relative(root, normalised(id)).split('\\').join('/');
  const lines = ['Server-only code in the browser build (apps/site/vite/server-only.ts):'];
  const groups = new Map<string, ServerOnlyFinding[]>();
  for (const finding of findings) {
    const key = `${finding.rule} in ${finding.chunk}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  for (const [key, group] of groups) {
    const names = group.map((finding) => short(finding.module));
    const more = names.length > 3 ? `, and ${names.length - 3} more` : '';
    lines.push(`- ${key}: ${names.slice(0, 3).join(', ')}${more}`);
    const shortest = group.reduce((best, each) =>
      each.chain.length < best.chain.length ? each : best,
    );
    // React Router's route modules are imported as themselves with a query: one step, shown once.
    const steps = shortest.chain.map(short).filter((step, index, all) => step !== all[index - 1]);
    lines.push(`  imported through ${steps.join(' → ')}`);
  }
  return lines.join('\n');
}

/** Fails the browser build when one of its chunks carries code of a server-only module. */
export function serverOnly(rules: readonly ServerOnlyRule[] = serverOnlyRules): Plugin {
  return {
    name: 'paddock:server-only',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const importersOf: ImportersOf = (id) => {
        const info = this.getModuleInfo(id);
        return info ? [...info.importers, ...info.dynamicImporters] : [];
      };
      const findings = serverOnlyFindings(bundle, rules, importersOf);
      if (findings.length > 0) {
        this.error(describeFindings(findings, this.environment.config.root));
      }
    },
  };
}
