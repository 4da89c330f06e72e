import { join } from 'node:path';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';

export interface BlockGeneratorSchema {
  type: string;
  /** Whether the block needs JavaScript in the browser; a block that is only HTML ships none. */
  hydrate: boolean;
}

const lib = 'libs/content-blocks/src';
const contracts = 'libs/api-clients/src/blocks';
const contract = 'libs/api-clients/src/contracts/content.ts';
const examples = 'apps/services/src/seed/pages/style-guide.ts';

function read(tree: Tree, path: string): string {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing: is this the Paddock workspace?`);
  return text;
}

/** `text` with `addition` inserted right after the line holding `anchor`. */
function afterLine(text: string, anchor: string, addition: string, path: string): string {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${path}: '${anchor}' not found.`);
  const end = text.indexOf('\n', at) + 1;
  return text.slice(0, end) + addition + text.slice(end);
}

/** `text` with `addition` inserted right before the line holding `anchor`. */
function beforeLine(text: string, anchor: string, addition: string, path: string): string {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${path}: '${anchor}' not found.`);
  const start = text.lastIndexOf('\n', at) + 1;
  return text.slice(0, start) + addition + text.slice(start);
}

/** After the last import of a module. */
function afterImports(text: string, addition: string): string {
  const lines = text.split('\n');
  let last = -1;
  lines.forEach((line, index) => {
    if (/^import .* from '.*';$/.test(line) || /^} from '.*';$/.test(line)) last = index;
  });
  lines.splice(last + 1, 0, addition.trimEnd());
  return lines.join('\n');
}

/** The data's contract: exported by @paddock/api-clients/blocks and in its schemas by type. */
function addContract(tree: Tree, type: string, file: string, propertyName: string): void {
  const contractsIndex = `${contracts}/index.ts`;
  let schemas = read(tree, contractsIndex);
  schemas = afterImports(schemas, `import { ${propertyName}Data } from './${file}.js';`);
  schemas = beforeLine(
    schemas,
    "/** The schema of each block type's `data`",
    `export * from './${file}.js';\n`,
    contractsIndex,
  );
  schemas = afterLine(
    schemas,
    'export const blockSchemas',
    `  '${type}': ${propertyName}Data,\n`,
    contractsIndex,
  );
  tree.write(contractsIndex, schemas);

  // A type the CMS did not know yet joins the contract's list.
  const contractText = read(tree, contract);
  const listAt = contractText.indexOf('export const blockTypes = [');
  const at = contractText.indexOf('] as const;', listAt);
  if (!contractText.slice(listAt, at).includes(`'${type}'`)) {
    tree.write(contract, `${contractText.slice(0, at)}  '${type}',\n${contractText.slice(at)}`);
  }
}

/** `path` with `line` added first in the table that `anchor` opens. */
function addTableLine(tree: Tree, path: string, anchor: string, line: string): void {
  tree.write(path, afterLine(read(tree, path), anchor, `  ${line}\n`, path));
}

/**
 * The registry's two tables: a lazy entry (the block's code loads with the first page that shows one;
 * one line, the module's import: the registry takes the component exported under the type's name),
 * and whether the browser loads and hydrates it (a block that is only HTML ships no code at all).
 */
function addToRegistry(tree: Tree, type: string, file: string, interactive: boolean): void {
  addTableLine(
    tree,
    `${lib}/registry/lazy-blocks.ts`,
    'export const lazyBlockModules = {',
    `'${type}': () => import('../${file}/${file}.js'),`,
  );
  addTableLine(
    tree,
    `${lib}/registry/interactivity.ts`,
    'export const blockInteractivity = {',
    `'${type}': ${interactive ? 'true' : 'false'},`,
  );
}

/** An example on the style guide page of the local services (its seed test wants every type). */
function addExample(tree: Tree, type: string, className: string): void {
  tree.write(
    examples,
    beforeLine(
      read(tree, examples),
      "// The generator adds new types' examples above this line.",
      `  '${type}': (locale) => ({\n    data: {\n      title: t(locale, '${className} (exemple)', '${className} (example)'),\n      text: t(locale, 'Un texte d’exemple.', 'An example text.'),\n    },\n  }),\n`,
      examples,
    ),
  );
}

/**
 * A new content block, ready to grow: its data schema, component, styles, test and story in
 * libs/content-blocks/src/<type>, its lines in the registry's tables (lazy, and interactive or only
 * HTML), the server's schemas, the type in the contract's block types when it is new, and an example
 * on the style guide page of the local services.
 */
export async function blockGenerator(
  tree: Tree,
  { type, hydrate }: BlockGeneratorSchema,
): Promise<void> {
  // The folder and names of a type: 'PUSH_EDITO' lives in push-edito/ as PushEdito.
  const file = type.toLowerCase().replace(/_/g, '-');
  const folder = join(lib, file);
  if (tree.exists(folder)) throw new Error(`${folder} already exists.`);
  const { className, propertyName } = names(file);
  const substitutions = { type, file, className, propertyName, tmpl: '' };
  generateFiles(tree, join(__dirname, 'files'), lib, substitutions);
  generateFiles(tree, join(__dirname, 'contract'), contracts, substitutions);
  addContract(tree, type, file, propertyName);
  addToRegistry(tree, type, file, hydrate);
  addExample(tree, type, className);
  await formatFiles(tree);
}

export default blockGenerator;
