import { defaultLocale, isLocale, localizedPaths } from '@paddock/i18n';
import { SiteHeader } from '@paddock/site-shell';
import { data, redirect } from 'react-router';
import { useSite } from '../site';
import type { Route } from './+types/home';
import styles from './home.module.css';

export function loader({ params }: Route.LoaderArgs) {
  if (params.lang === defaultLocale) {
    // French lives at the root: one URL per page.
    throw redirect('/', 301);
  }
  if (params.lang !== undefined && !isLocale(params.lang)) {
    throw data(null, { status: 404 });
  }
  return { alternates: localizedPaths('/') };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0]?.loaderData;
  return site ? [{ title: site.siteTitle }] : [];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const siteTitle = site?.siteTitle ?? '';
  return (
    <>
      <SiteHeader siteTitle={siteTitle} alternates={loaderData.alternates} />
      <main id="content" className={styles.home}>
        <h1 className={styles.title}>{siteTitle}</h1>
      </main>
    </>
  );
}
