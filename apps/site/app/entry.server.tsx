import { Transform } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { Provider as StoreProvider } from 'jotai';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import stylesheets from 'virtual:paddock/page-styles';
import { StylesheetsContext } from './components/document-styles';
import { requestContext, type RequestContext } from './context.server';
import { PageMessagesContext } from './lib/messages';
import { NonceContext } from './lib/nonce';
import { pageMessages } from './lib/page-messages.server';
import { ServerBlocksContext } from './lib/server-blocks';
import { contentSecurityPolicy } from './lib/security.server';

export const streamTimeout = 5_000;

/**
 * SPEC §8: a render error (500) shows the not-found view, so the server answers it with 404 as well; the
 * error itself is logged by handleError. A status a loader chose (503 when the content service is down)
 * stays as it is.
 */
export function documentStatus(status: number): number {
  return status === 500 ? 404 : status;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const context = loadContext.get(requestContext);
  // The loaders went on without an answer the content service was too slow to give: this page is for
  // this visitor only, not for a cache.
  if (context.late) responseHeaders.set('Cache-Control', 'no-store');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: documentStatus(responseStatusCode),
      headers: responseHeaders,
    });
  }

  const { nonce, config } = context;
  // Vite's development scripts carry no nonce: the policy applies to built sites.
  if (config.environment !== 'development') {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, config));
  }
  return renderDocument(
    request,
    documentStatus(responseStatusCode),
    responseHeaders,
    routerContext,
    context,
  );
}

/**
 * Crawlers and the HTML cache get the whole document at once; people get the shell as soon as it is
 * ready.
 */
function readyEvent(
  request: Request,
  routerContext: EntryContext,
  context: RequestContext,
): keyof RenderToPipeableStreamOptions {
  const userAgent = request.headers.get('user-agent');
  return context.whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
    ? 'onAllReady'
    : 'onShellReady';
}

/**
 * React's stream in fewer, larger chunks: what React writes in one turn of the event loop (2 KB at a
 * time, about 50 writes for the home) goes on as one chunk at its end. Each chunk costs React Router's
 * writer a read of a web stream, a write and a flush asked of the compressor, and the compressor a
 * call of its own. `ended` runs once React has written the whole page.
 */
export function batchedBody(ended: () => void): Transform {
  let chunks: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (chunks.length > 0) body.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    chunks = [];
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      ended();
      callback();
    },
  });
  return body;
}

/** Streams the page: its status turns to the not-found one when a render error comes late. */
function renderDocument(
  request: Request,
  initialStatus: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  context: RequestContext,
) {
  const { i18n, store, nonce } = context;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = initialStatus;
    const readyOption = readyEvent(request, routerContext, context);
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerBlocksContext value={context.serverBlocks}>
          <StylesheetsContext value={stylesheets}>
            <PageMessagesContext value={pageMessages(i18n.messages, context.messageBlocks)}>
              <I18nProvider i18n={i18n}>
                <StoreProvider store={store}>
                  <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                </StoreProvider>
              </I18nProvider>
            </PageMessagesContext>
          </StylesheetsContext>
        </ServerBlocksContext>
      </NonceContext>,
      {
        // A block that is ready goes out in its place, however large: React would otherwise stream a
        // large finished boundary after the shell, and what follows it would shift when it arrives.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React's own scripts, and the <style> it writes the page's stylesheets' rules into.
        nonce: { script: nonce, style: nonce },
        [readyOption]() {
          shellRendered = true;
          const body = batchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = documentStatus(500);
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) {
    console.error(error);
  }
};
