interface ImportMetaEnv {
  /** True in the browser's build with Preact's compat layer (`vite/preact-browser.ts`). */
  readonly PADDOCK_PREACT?: true;
}
