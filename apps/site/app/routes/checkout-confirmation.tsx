import { OrderConfirmation } from '@paddock/cart';
import { checkoutAlternates } from '@paddock/i18n';
import { SiteFrame } from '../components/site-frame';
import { requestContext } from '../context.server';
import { checkoutMeta } from '../lib/checkout-meta';
import { checkoutPage } from '../lib/checkout.server';
import type { Route } from './+types/checkout-confirmation';

const title = /*i18n*/ { id: 'checkout.confirmation.title', message: 'Order confirmed' };

export function loader({ context, url }: Route.LoaderArgs) {
  return checkoutPage(context.get(requestContext), url, title, 'routes/checkout-confirmation.tsx');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => checkoutMeta(loaderData?.title);

/** `/{locale}/checkout/confirmation`: the order just placed, with its reference. */
export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame
      layout="tickets"
      alternates={checkoutAlternates('confirmation')}
      flags={loaderData.flags}
      partnersPath={loaderData.partnersPath}
    >
      <OrderConfirmation ticketingHref={loaderData.ticketingHref} />
    </SiteFrame>
  );
}
