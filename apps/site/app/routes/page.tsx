import {
  blockFolder,
  blockRegistry,
  preloadBlocks,
  renderBlocks,
  type PageBlock,
} from '@paddock/content-blocks';
import {
  attachLiveData,
  hasPartnersBlock,
  islandBlocks,
  liveDataOf,
  packageIdsOf,
  prepareBlocks,
  ticketIdsOf,
} from '@paddock/content-blocks/server';
import { ContentUnavailable, NotFound } from '@paddock/site-shell';
import { localizedPaths } from '@paddock/i18n';
import { data, redirect } from 'react-router';
import { requestContext } from '../context.server';
import { siteContent } from '../lib/content.server';
import type { BlockModules } from '../lib/block-modules';
import { browserBlockRegistry } from '../lib/block-registry';
import { pageBlockModules } from '../lib/block-modules.server';
import { useServerBlocks } from '../lib/server-blocks';
import { pageStylesheets } from '../lib/page-styles.server';
import { readFlags } from '../lib/flags';
import { findPage } from '../lib/pages.server';
import { siteLocation, sitePath } from '../lib/site-path';
import { SiteFrame } from '../components/site-frame';
import { useSite } from '../site';
import type { Route } from './+types/page';

/** HTML a CDN may keep a minute and serve stale while it refreshes; never drafts or failures. */
const publicHtml = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export async function loader({ url, request: routerRequest, context }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  const { config, locale } = request;
  // The page's own URL (React Router's `.data` suffix of client navigations left out), one slash
  // between segments and none at the end.
  const path = sitePath(url.pathname);
  // One URL per page: French lives at the root, without trailing slashes. Every Location is a path of
  // this site (`/…`, never `//host` or `/\host`).
  if (path === '/fr') throw redirect(siteLocation('/', url.search), 301);
  if (path !== url.pathname) throw redirect(siteLocation(path, url.search), 301);
  const flags = readFlags(url.searchParams);
  const content = siteContent(request, { draft: flags.draft });
  const found = await findPage(content, path, request.i18n);
  const noStore = { 'Cache-Control': 'no-store' };
  // The page's stylesheets, which the root writes into the head (the root's own aside).
  const route = 'routes/page.tsx';
  if (found.kind === 'not-found') {
    const styles = pageStylesheets(route);
    return data({ kind: 'not-found' as const, flags, styles }, { status: 404, headers: noStore });
  }
  if (found.kind === 'unavailable') {
    const styles = pageStylesheets(route);
    return data({ kind: 'unavailable' as const, flags, styles }, { status: 503, headers: noStore });
  }
  // Ticket blocks sell tickets of the catalogue: fetched (cached) only for pages that have some. The
  // live blocks' data (a social wall's posts, a news feed, the agenda's happenings, a live timing's
  // classification) comes in their HTML: nothing to wait for or to grow into after load.
  const [tickets, packages, partnerCategories, live] = await Promise.all([
    ticketIdsOf(found.page.blocks).length > 0 ? content.tickets() : null,
    packageIdsOf(found.page.blocks).length > 0 ? content.packages() : null,
    hasPartnersBlock(found.page.blocks) ? content.partnerCategories() : null,
    liveDataOf(found.page.blocks, content),
  ]);
  // Prepared once per answer of the content cache (the same arrays until it refreshes them).
  const blocks = attachLiveData(
    prepareBlocks(found.page.blocks, {
      tickets: tickets ?? undefined,
      packages: packages ?? undefined,
      partnerCategories: partnerCategories ?? undefined,
    }),
    live,
  );
  // The lazy block types of the page render in the first HTML, never streamed in after it.
  await preloadBlocks(blocks);
  // Blocks that are only HTML reach the browser as their frame: the document holds their HTML already;
  // a client navigation (React Router's `.data` request) gets it in the data instead.
  const islands = await islandBlocks(blocks, {
    withHtml: new URL(routerRequest.url).pathname.endsWith('.data'),
    i18n: request.i18n,
  });
  for (const [id, block] of islands.serverBlocks) request.serverBlocks.set(id, block);
  const blockModules = pageBlockModules(
    blocks.filter((block) => !islands.serverBlocks.has(block.id)),
  );
  // The texts the page's HTML brings: the frame's and those of the block types the browser loads.
  request.messageBlocks = Object.keys(blockModules).map((type) => blockFolder(type));
  const page = { ...found.page, blocks: islands.blocks };
  // The 'all partners' button leads to the partners page, wherever the CMS put it.
  const partnersPath = found.pages.find((each) => each.identifier === 'partners')?.localizedPaths[
    locale
  ];
  return data(
    {
      kind: 'page' as const,
      flags,
      page,
      // Canonical and alternates are addresses of the configured origin, never of the request's Host.
      origin: config.publicOrigin,
      partnersPath,
      // Every page has one level-one heading: the CMS's own, or the page's title for screen readers.
      hasTitle: blocks.some((block) => block.type === 'title' && block.data['level'] === 1),
      // The browser loads the page's interactive lazy block types from these chunks
      // (vite/block-chunks.ts); static blocks need none.
      blockModules,
      // Its blocks' stylesheets come with the page, whether their code loads or not.
      styles: pageStylesheets(route, blocks),
    },
    { headers: { 'Cache-Control': flags.draft ? 'private, no-store' : publicHtml } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Title, description, robots, canonical and hreflang alternates (with x-default) from the page. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.kind !== 'page') return [];
  const { page, origin } = loaderData;
  const absolute = (path: string) => `${origin}${path}`;
  return [
    { title: page.meta.title },
    { name: 'description', content: page.meta.description },
    ...(page.metadata.crawlable ? [] : [{ name: 'robots', content: 'noindex,nofollow' }]),
    { tagName: 'link', rel: 'canonical', href: absolute(page.localizedPaths[page.locale]) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: absolute(page.localizedPaths.fr) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absolute(page.localizedPaths.en) },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absolute(page.localizedPaths.fr),
    },
    { property: 'og:url', content: absolute(page.localizedPaths[page.locale]) },
    { property: 'og:title', content: page.meta.title },
    { property: 'og:description', content: page.meta.description },
    ...(page.meta.image ? [{ property: 'og:image', content: page.meta.image }] : []),
  ];
};

/**
 * The page's blocks: on the server with every type (the loader preloaded the code of the page's lazy
 * types), static ones from the request's whole blocks; in the browser, static blocks as the server's
 * HTML (no code), interactive lazy types loading from the chunks its loader named, so the page's
 * JavaScript does not carry the chunk names of every type.
 */
function PageBlocks({ blocks, modules }: { blocks: readonly PageBlock[]; modules: BlockModules }) {
  const serverBlocks = useServerBlocks();
  const registry = import.meta.env.SSR ? blockRegistry : browserBlockRegistry(modules);
  return <>{renderBlocks(blocks, registry, serverBlocks)}</>;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const page = loaderData.kind === 'page' ? loaderData.page : undefined;
  const blockModules = loaderData.kind === 'page' ? loaderData.blockModules : {};
  const layout = page?.templateOptions.menuLayout ?? 'default';
  const alternates = page?.localizedPaths ?? localizedPaths();
  return (
    <SiteFrame
      layout={layout}
      alternates={alternates}
      flags={loaderData.flags}
      hidePartners={page?.metadata.hidePartnersFooter ?? false}
      partnersPath={(loaderData.kind === 'page' && loaderData.partnersPath) || undefined}
    >
      {loaderData.kind === 'not-found' ? (
        // The content service answered that no page is here: the site's frame around the way back.
        <NotFound mainSiteUrl={site?.mainSiteUrl ?? ''} />
      ) : page ? (
        <>
          {loaderData.kind === 'page' && loaderData.hasTitle ? null : (
            <h1 className="pdk-visually-hidden">{page.meta.title}</h1>
          )}
          <PageBlocks blocks={page.blocks} modules={blockModules} />
        </>
      ) : (
        <ContentUnavailable />
      )}
    </SiteFrame>
  );
}
