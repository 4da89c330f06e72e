import type { Block } from '@paddock/api-clients/contracts';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** What a block type's component receives: its data, and the block for its id, style, tone. */
export interface BlockProps<Data> {
  data: Data;
  block: Block;
}

/** A block type the registry knows. */
export interface BlockDefinition {
  render: (block: Block) => ReactElement | null;
  /** Loads a lazy type's code (once); the server awaits it before rendering a page that has one. */
  preload?: () => Promise<void>;
}

/**
 * A block type: the component that shows its `data`. The data was checked against the type's schema
 * on the site server (`prepareBlocks` of `@paddock/content-blocks/server`), which drops a block whose
 * data does not match, so the browser ships the components without the validation.
 */
export function defineBlock<Data>(Component: ComponentType<BlockProps<Data>>): BlockDefinition {
  return {
    // Trusted: prepareBlocks validated this block's data against its type's schema.
    render: (block) => <Component data={block.data as Data} block={block} />,
  };
}

/**
 * A block type whose component loads when a page first shows one (the ticket blocks bring the shop's
 * code): the page's own JavaScript stays small. The server preloads it (`preloadBlocks`) and renders it
 * in the first HTML; the browser keeps that HTML until the component has loaded and hydrates it then.
 */
export function defineLazyBlock<Data>(
  load: () => Promise<{ default: ComponentType<BlockProps<Data>> }>,
): BlockDefinition {
  let loaded: ComponentType<BlockProps<Data>> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() =>
    preload().then(() => ({ default: loaded as ComponentType<BlockProps<Data>> })),
  );
  return {
    preload,
    // The same boundary whether the code is there or not, so the server's HTML and hydration agree.
    render: (block) => {
      const Component = loaded ?? Lazy;
      return (
        <Suspense fallback={null}>
          <Component data={block.data as Data} block={block} />
        </Suspense>
      );
    },
  };
}

type Kebab<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}-${Kebab<Tail>}`
  : Name;
type Pascal<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<Name>;

/** The folder of a type's module, `src/<folder>/<folder>.tsx`: `PUSH_EDITO` → `push-edito`. */
export type BlockFolder<Type extends string> = Kebab<Lowercase<Type>>;

/** The name a type's component is exported under: `sea-projects` → `SeaProjects`, `PUSH_EDITO` → `PushEdito`. */
export type BlockComponentName<Type extends string> = Pascal<BlockFolder<Type>>;

/** `blockFolder('PUSH_EDITO')` is `'push-edito'` (see `BlockFolder`). */
export function blockFolder<Type extends string>(type: Type): BlockFolder<Type> {
  return type.toLowerCase().replace(/_/g, '-') as BlockFolder<Type>;
}

/** `blockComponentName('sea-projects')` is `'SeaProjects'` (see `BlockComponentName`). */
export function blockComponentName<Type extends string>(type: Type): BlockComponentName<Type> {
  return blockFolder(type)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') as BlockComponentName<Type>;
}

/** A block type's module: it exports the type's component under `BlockComponentName<Type>`. */
export type BlockModule<Type extends string> = {
  readonly [Name in BlockComponentName<Type>]: ComponentType<BlockProps<never>>;
};

function isComponent(value: unknown): value is ComponentType<BlockProps<unknown>> {
  // A function component, or what memo / forwardRef make of one.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/**
 * A lazy block type (`defineLazyBlock`) from a loader of its module, whose export named after the type
 * (`BlockComponentName`) is the component: `defineBlockModule('sea-projects', () => import(…))`. The
 * loader may come from elsewhere than a bundled `import()` (the site's browser loads the chunks its
 * server names); a module without that component fails the load, naming the type.
 */
export function defineBlockModule(type: string, load: () => Promise<unknown>): BlockDefinition {
  const name = blockComponentName(type);
  return defineLazyBlock<unknown>(async () => {
    const module = await load();
    const component: unknown =
      typeof module === 'object' && module !== null
        ? (module as Readonly<Record<string, unknown>>)[name]
        : undefined;
    if (!isComponent(component)) {
      throw new Error(`The module of block type '${type}' exports no component ${name}.`);
    }
    return { default: component };
  });
}
