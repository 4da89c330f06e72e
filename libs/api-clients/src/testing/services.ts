// The clients' specs' stand-in for the services (msw's Node server), in Node only: the Storybook run's
// dependency scan leaves this folder out (vitest.config.ts), as it does the specs.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The services, stood in for by msw for the spec file that calls this: a request no handler answers
 * fails the test, and the handlers a test adds (`server.use`) end with it.
 */
export function stubServices(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** What a GET request came with that a client chooses: its query and its credentials mode. */
export interface SentWith {
  query?: Record<string, string>;
  credentials?: RequestCredentials;
}

/**
 * `server` answers GET `url` with `answer` as JSON. Returns what the request came with, filled in once
 * it has arrived.
 */
export function answerGet(server: SetupServer, url: string, answer: JsonBodyType): SentWith {
  const sent: SentWith = {};
  server.use(
    http.get(url, ({ request }) => {
      sent.query = Object.fromEntries(new URL(request.url).searchParams);
      sent.credentials = request.credentials;
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}
