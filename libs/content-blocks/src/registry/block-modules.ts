import type { ComponentType } from 'react';
import type { BlockDefinition, BlockProps } from '../kit/define-block.js';
import { defineLazyBlock } from '../kit/define-lazy-block.js';

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
