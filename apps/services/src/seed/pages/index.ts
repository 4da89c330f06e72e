/** Every page of every site, in fr and en (with the draft versions). */
import type { SeedContext } from '../context';
import type { Seed } from '../types';
import { autoPages } from './auto';
import { emitPage } from './build';
import { sisterPages } from './sisters';

export function buildPages(ctx: SeedContext): Seed['pages'] {
  return [...autoPages(ctx), ...sisterPages(ctx)].flatMap(emitPage);
}
