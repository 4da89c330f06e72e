import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route in the page's manifest (about 20): no `/__manifest` request after hydration, whose
  // answer re-rendered the whole tree from the router down, in Preact hydrating every slice still
  // waiting in one long task (apps/site/README.md).
  routeDiscovery: { mode: 'initial' },
  // React Router 8's behaviour, today: one upgrade less later.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
