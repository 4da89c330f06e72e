import { NotFound } from '@paddock/site-shell';
import { data } from 'react-router';
import { useSite } from '../site';

/** Every path no other route knows: the not-found view, answered with 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function UnknownPage() {
  const site = useSite();
  return <NotFound mainSiteUrl={site?.mainSiteUrl ?? ''} />;
}
