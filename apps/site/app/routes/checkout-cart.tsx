import { CartPage } from '@paddock/cart';
import { checkoutAlternates } from '@paddock/i18n';
import { SiteFrame } from '../components/site-frame';
import { requestContext } from '../context.server';
import { checkoutMeta } from '../lib/checkout-meta';
import { checkoutPage } from '../lib/checkout.server';
import type { Route } from './+types/checkout-cart';

const title = /*i18n*/ { id: 'cart.page.title', message: 'Your cart' };

export function loader({ context, url }: Route.LoaderArgs) {
  return checkoutPage(context.get(requestContext), url, title, 'routes/checkout-cart.tsx');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => checkoutMeta(loaderData?.title);

/** `/{locale}/checkout/cart`: the visitor's cart, in the shop's layout. */
export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame
      layout="tickets"
      alternates={checkoutAlternates('cart')}
      flags={loaderData.flags}
      partnersPath={loaderData.partnersPath}
    >
      <CartPage ticketingHref={loaderData.ticketingHref} />
    </SiteFrame>
  );
}
