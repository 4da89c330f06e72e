declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';

  export const assets: ServerBuild['assets'];
  export const entry: ServerBuild['entry'];
  export const routes: ServerBuild['routes'];
}

declare module 'virtual:paddock/block-chunks' {
  /** By block folder, the URLs of a lazy block type's chunks (see vite/block-chunks.ts). */
  const blockChunks: Readonly<Record<string, readonly string[]>>;
  export default blockChunks;
}

declare module 'virtual:paddock/page-styles' {
  import type { PageStylesheets } from '../vite/page-styles';

  /** The stylesheets of each part of a page, and their rules (see vite/page-styles.ts). */
  const pageStylesheets: PageStylesheets;
  export default pageStylesheets;
}

declare module 'virtual:paddock/page-messages' {
  import type { PageMessageIds } from '../vite/page-messages';

  /** The ids of the messages each part of a page shows in the browser (see vite/page-messages.ts). */
  const pageMessageIds: PageMessageIds | null;
  export default pageMessageIds;
}
