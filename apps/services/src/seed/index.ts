export { createSeed } from './data';
export type { DemoAccount, Seed, SeedOptions } from './types';
