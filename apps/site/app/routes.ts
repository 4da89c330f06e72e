import { route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // `/` is the French home, `/en` the English one (SPEC §2).
  route(':lang?', 'routes/home.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
