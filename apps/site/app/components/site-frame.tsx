import type {
  Footer,
  LocalizedPaths,
  MenuLayout,
  PartnerCategory,
  SocialNetwork,
} from '@paddock/api-clients';
import { AccountButton } from '@paddock/account';
import { cartCountAtom } from '@paddock/cart';
import { localizedPath } from '@paddock/i18n';
import { AlertBanner, PageFrame, SiteHeader } from '@paddock/site-shell';
import { useAtomValue } from 'jotai';
import { memo, Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { chromeOf, type PageFlags } from '../lib/flags';
import { useSite } from '../site';
// Under the content and streamed after it (their data is deferred). Their code is part of the chunk
// every page loads (vite.config.ts).
import { PageFooter, PagePartners } from './page-footer';

type Streamed<T> = Promise<T | null>;

/*
 * The streamed parts are memoized: the frame re-renders after hydration (the cart count read from
 * storage), and a boundary still waiting for its data must not receive new props then, or React would
 * drop its server HTML and render it again on the client (a layout shift). The root's promises
 * themselves are passed, never ones made here: a new promise on each render would suspend every
 * navigation for good.
 */
const StreamedPartners = memo(function StreamedPartners({
  categories,
  allPartnersHref,
}: {
  categories: Streamed<PartnerCategory[]>;
  allPartnersHref: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={categories}>
        {(resolved) => (
          <PagePartners categories={resolved ?? []} allPartnersHref={allPartnersHref} />
        )}
      </Await>
    </Suspense>
  );
});

const StreamedFooter = memo(function StreamedFooter({
  footer,
  socialNetworks,
  siteTitle,
  homeHref,
}: {
  footer: Streamed<Footer>;
  socialNetworks: Streamed<SocialNetwork[]>;
  siteTitle: string;
  homeHref: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={footer}>
        {(resolved) =>
          resolved ? (
            <Await resolve={socialNetworks}>
              {(networks) => (
                <PageFooter
                  footer={resolved}
                  socialNetworks={networks ?? []}
                  siteTitle={siteTitle}
                  homeHref={homeHref}
                />
              )}
            </Await>
          ) : null
        }
      </Await>
    </Suspense>
  );
});

export interface SiteFrameProps {
  layout: MenuLayout;
  /** The page in every locale, for the locale switchers. */
  alternates: LocalizedPaths;
  flags: PageFlags;
  /** `page.metadata.hidePartnersFooter`. */
  hidePartners?: boolean;
  /** Where the partner strip's 'all partners' button leads. */
  partnersPath?: string | undefined;
  children: ReactNode;
}

/**
 * A page of this site in its chrome: header (with the account entry and the cart count), alert,
 * content, partners and footer, from the root's data, as the layout and the query flags want them.
 */
export function SiteFrame({
  layout,
  alternates,
  flags,
  hidePartners = false,
  partnersPath,
  children,
}: SiteFrameProps) {
  const site = useSite();
  const cartCount = useAtomValue(cartCountAtom);
  const chrome = chromeOf(flags);
  return (
    <PageFrame
      layout={layout}
      header={
        <SiteHeader
          siteTitle={site?.siteTitle ?? ''}
          alternates={alternates}
          {...(site ? { siteId: site.siteId, sites: site.sites } : {})}
          menus={{ main: site?.menus.main ?? undefined, top: site?.menus.top ?? undefined }}
          layout={layout}
          hideMenus={!chrome.menus}
          cartCount={cartCount}
          account={<AccountButton />}
        />
      }
      alert={<AlertBanner alerts={site?.alerts ?? null} />}
      partners={
        site && chrome.partners && !hidePartners ? (
          <StreamedPartners
            categories={site.partnerCategories}
            allPartnersHref={partnersPath ?? localizedPath(site.locale)}
          />
        ) : null
      }
      footer={
        site && chrome.footer ? (
          <StreamedFooter
            footer={site.footer}
            socialNetworks={site.socialNetworks}
            siteTitle={site.siteTitle}
            homeHref={localizedPath(site.locale)}
          />
        ) : null
      }
    >
      {children}
    </PageFrame>
  );
}
