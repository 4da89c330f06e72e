/**
 * The one Storybook of the workspace: every lib's stories, for designers to review and for
 * `npm run storybook:test` to run as tests in Chromium (play functions and an axe check each).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Workspace packages export their TypeScript source under this condition, as in tools/vite/library.ts
 * and tsconfig.base.json, so stories run against the libs' source rather than their builds.
 */
const sourceCondition = '@paddock/source';

const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // There is no network here, and nothing to report to.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // There is no root vite.config.ts: bring the React plugin (Fast Refresh in `storybook dev`).
      plugins: [react()],
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    }),
};

export default config;
