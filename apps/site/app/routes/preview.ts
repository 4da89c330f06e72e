import { redirect } from 'react-router';
import { previewCookie, requestContext } from '../context.server';
import { confirmedPreviewSession } from '../lib/preview.server';
import { siteLocation, siteTarget } from '../lib/site-path';
import type { Route } from './+types/preview';

/**
 * `/_preview?token={session}&redirect={path}`: where the back office sends a previewer with the session
 * the content service granted it. The site asks the service whether the session is valid and, if so,
 * keeps it in an HttpOnly cookie (Secure on an https site, SameSite=Lax, no longer than the session)
 * and sends the previewer to the page with `draft=1`; every draft call then carries their session.
 * A session the service does not confirm: 403, and any cookie of an earlier session is cleared.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { config } = context.get(requestContext);
  const token = url.searchParams.get('token') ?? '';
  const secure = config.publicOrigin.startsWith('https:') ? '; Secure' : '';
  const cookie = (value: string, maxAge: number) =>
    `${previewCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  const session = await confirmedPreviewSession(config, token);
  const maxAge = session ? Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000) : 0;
  if (!session || maxAge <= 0) {
    return new Response(
      'This preview link is not valid or has expired: ask the back office for another.\n',
      {
        status: 403,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Set-Cookie': cookie('', 0),
        },
      },
    );
  }
  // Only a page of this site, whatever the link says.
  const target = new URL(
    siteTarget(url.searchParams.get('redirect') ?? '/', config.publicOrigin),
    config.publicOrigin,
  );
  target.searchParams.set('draft', '1');
  return redirect(siteLocation(target.pathname, target.search), {
    status: 303,
    headers: { 'Set-Cookie': cookie(token, maxAge), 'Cache-Control': 'no-store' },
  });
}
