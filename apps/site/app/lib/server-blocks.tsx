import type { Block } from '@paddock/api-clients/contracts';
import { createContext, useContext } from 'react';

/**
 * The whole static blocks of the page being rendered, by id (server only: the browser keeps their
 * HTML and never has their data).
 */
export const ServerBlocksContext = createContext<ReadonlyMap<string, Block> | undefined>(undefined);

export function useServerBlocks(): ReadonlyMap<string, Block> | undefined {
  return useContext(ServerBlocksContext);
}
