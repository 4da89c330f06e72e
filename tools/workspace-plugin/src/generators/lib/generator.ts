import { join } from 'node:path';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';

export interface LibGeneratorSchema {
  name: string;
  type: 'data' | 'util' | 'ui' | 'feature';
  scope?: string;
  description?: string;
  texts?: boolean;
}

const reactPeers = { react: '^19.0.0', 'react-dom': '^19.0.0' };
const linguiPeers = { '@lingui/core': '^5.9.0', '@lingui/react': '^5.9.0' };

/** Creates libs/<name> as the publishable package @paddock/<name>, the same way every time. */
export async function libGenerator(tree: Tree, options: LibGeneratorSchema): Promise<void> {
  const root = join('libs', options.name);
  if (tree.exists(root)) {
    throw new Error(`${root} already exists.`);
  }
  const texts = options.texts ?? (options.type === 'ui' || options.type === 'feature');
  const scope = options.scope ?? (options.type === 'feature' ? options.name : 'shared');
  const withReact = options.type === 'ui' || options.type === 'feature';
  const substitutions = {
    ...options,
    scope,
    texts,
    description: options.description ?? '',
    catalogName: `${names(options.name).propertyName}Catalog`,
    dependencies: texts ? { '@paddock/i18n': '^0.1.0' } : {},
    peerDependencies: { ...(withReact ? reactPeers : {}), ...(texts ? linguiPeers : {}) },
    tmpl: '',
  };
  generateFiles(tree, join(__dirname, 'files'), root, substitutions);
  if (texts) {
    generateFiles(tree, join(__dirname, 'files-texts'), root, substitutions);
  }
  await formatFiles(tree);
}

export default libGenerator;
