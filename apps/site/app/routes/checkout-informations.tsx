import { InformationsForm } from '@paddock/cart';
import { checkoutAlternates } from '@paddock/i18n';
import { SiteFrame } from '../components/site-frame';
import { requestContext } from '../context.server';
import { checkoutMeta } from '../lib/checkout-meta';
import { checkoutPage } from '../lib/checkout.server';
import type { Route } from './+types/checkout-informations';

const title = /*i18n*/ { id: 'checkout.informations.title', message: 'Your details' };

export function loader({ context, url }: Route.LoaderArgs) {
  return checkoutPage(context.get(requestContext), url, title, 'routes/checkout-informations.tsx');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => checkoutMeta(loaderData?.title);

/** `/{locale}/checkout/informations`: the buyer's details of a cart without an external shop. */
export default function CheckoutInformations({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame
      layout="tickets"
      alternates={checkoutAlternates('informations')}
      flags={loaderData.flags}
      partnersPath={loaderData.partnersPath}
    >
      <InformationsForm ticketingHref={loaderData.ticketingHref} />
    </SiteFrame>
  );
}
