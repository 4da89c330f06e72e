import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace libs are bundled from their TypeScript source (the `@paddock/source` export condition).
const source = '@paddock/source';

export default defineConfig({
  plugins: [reactRouter()],
  // One stylesheet, linked by the root: the parts whose code loads later (the shop's blocks, the footer,
  // the modals) are server-rendered already styled, so nothing shifts when their code arrives.
  build: { cssCodeSplit: false },
  resolve: { conditions: [source, ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: { conditions: [source, ...defaultServerConditions] },
      // The server build's entry is the Express app that serves the React Router build (server/app.ts).
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
  server: { port: 3000 },
});
