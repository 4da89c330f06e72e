import { OrderReview } from '@paddock/cart';
import { checkoutAlternates } from '@paddock/i18n';
import { SiteFrame } from '../components/site-frame';
import { requestContext } from '../context.server';
import { checkoutMeta } from '../lib/checkout-meta';
import { checkoutPage } from '../lib/checkout.server';
import type { Route } from './+types/checkout-review';

const title = /*i18n*/ { id: 'checkout.review.title', message: 'Review your order' };

export function loader({ context, url }: Route.LoaderArgs) {
  return checkoutPage(context.get(requestContext), url, title, 'routes/checkout-review.tsx');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => checkoutMeta(loaderData?.title);

/** `/{locale}/checkout/review`: the order of a cart without an external shop, before it is placed. */
export default function CheckoutReview({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame
      layout="tickets"
      alternates={checkoutAlternates('review')}
      flags={loaderData.flags}
      partnersPath={loaderData.partnersPath}
    >
      <OrderReview ticketingHref={loaderData.ticketingHref} />
    </SiteFrame>
  );
}
