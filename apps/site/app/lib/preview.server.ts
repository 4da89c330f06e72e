/**
 * A previewer's session, as the content service confirms it. The back office is granted a session
 * (`POST bo/preview-sessions`, with the preview secret, which the site never holds); the site asks the
 * service whether a session it is shown is valid, and until when, before it keeps it in a cookie.
 */
import { callRoute, createHttp, RequestError } from '@paddock/api-clients';
import {
  contentRoutes,
  previewSessionToken,
  previewTokenHeader,
  type PreviewSession,
} from '@paddock/api-clients/contracts';
import type { Config } from '../config.server';

/** The session's end, or null: not one (the service refuses it), or the service did not say in time. */
export async function confirmedPreviewSession(
  config: Config,
  token: string,
): Promise<PreviewSession | null> {
  if (!previewSessionToken.safeParse(token).success) return null;
  try {
    return await callRoute(
      createHttp({ baseUrl: config.services.content }),
      contentRoutes.previewSession,
      {
        headers: { [previewTokenHeader]: token },
        signal: AbortSignal.timeout(config.contentWait),
      },
    );
  } catch (error) {
    // A refusal is an answer; anything else is worth a line in the log.
    if (!(error instanceof RequestError && error.status === 401)) {
      console.error('[site] the content service did not confirm a preview session', error);
    }
    return null;
  }
}
