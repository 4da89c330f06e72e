import { useAddToCart } from '@paddock/cart';
import { Button, buttonClassName, Icon, Price } from '@paddock/ui';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { BlockPicture } from '../kit/block-picture.js';
import type { BlockProps } from '../kit/define-block.js';
import type { CrossSellData, CrossSellOffer } from '@paddock/api-clients/blocks';
import styles from './cross-sell.module.css';
import { activeLocale, inLocale } from '@paddock/i18n';

const texts = {
  from: /*i18n*/ { id: 'blocks.cross-sell.from', message: 'From' },
  add: /*i18n*/ { id: 'blocks.cross-sell.add', message: 'Add to cart' },
  see: /*i18n*/ { id: 'blocks.cross-sell.see', message: 'See the offer' },
  newTab: /*i18n*/ { id: 'blocks.cross-sell.newTab', message: '(opens a new tab)' },
  items: /*i18n*/ {
    id: 'blocks.cross-sell.items',
    message: '{count, plural, one {# product included} other {# products included}}',
  },
};

interface Offer extends CrossSellOffer {
  key: string;
  /** A package: how many products it bundles. */
  productCount?: number | undefined;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function OfferCard({
  offer,
  onAdd,
  adding,
  addingThis,
}: {
  offer: Offer;
  onAdd: (offer: Offer) => void;
  adding: boolean;
  addingThis: boolean;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const { secutixId, performanceSecutixId, priceId, productType, href } = offer;
  const sellable = Boolean(secutixId && performanceSecutixId && priceId && productType);
  const newTab = href ? isExternal(href) : false;
  return (
    <article className={styles.offer} aria-labelledby={titleId}>
      {offer.picture ? <BlockPicture picture={offer.picture} className={styles.picture} /> : null}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.offerTitle}>
          {offer.title}
        </h3>
        {offer.text ? <p className={styles.text}>{offer.text}</p> : null}
        {offer.productCount ? (
          <p className={styles.muted}>{i18n._(texts.items.id, { count: offer.productCount })}</p>
        ) : null}
        <p className={styles.price}>
          <span className={styles.muted}>{offer.priceLabel ?? i18n._(texts.from)}</span>{' '}
          <Price value={offer.price} />
        </p>
        {sellable ? (
          <Button
            className={styles.action}
            loading={addingThis}
            disabled={adding}
            onClick={() => onAdd(offer)}
            aria-describedby={titleId}
          >
            <Icon name="cart" />
            {i18n._(texts.add)}
          </Button>
        ) : href ? (
          <a
            className={`${buttonClassName({ variant: 'dark' })} ${styles.action}`}
            href={href}
            aria-describedby={titleId}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {i18n._(texts.see)}
            {newTab ? (
              <>
                <Icon name="external" />{' '}
                <span className="pdk-visually-hidden">{i18n._(texts.newTab)}</span>
              </>
            ) : null}
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Offers to add to a visit (bundles, extras), each with its price: added to the cart when the data
 * names the ticket's price and type, else a link to the offer. The catalogue's packages the server
 * attached come after the editor's offers.
 */
export function CrossSell({ data: { title, text, items, packages } }: BlockProps<CrossSellData>) {
  const { i18n } = useLingui();
  const { add, adding } = useAddToCart();
  const [addingKey, setAddingKey] = useState<string | null>(null);
  const locale = activeLocale(i18n);
  const offers: Offer[] = [
    ...(items ?? []).map((item, index) => ({ ...item, key: `item-${String(index)}` })),
    ...(packages ?? []).map((pack) => ({
      key: `package-${pack.secutixId}`,
      title: inLocale(pack.displayName, locale),
      price: pack.price,
      productCount: pack.items.reduce((sum, item) => sum + item.quantity, 0),
    })),
  ];

  const addOffer = (offer: Offer) => {
    const { secutixId, performanceSecutixId, priceId, productType } = offer;
    if (!secutixId || !performanceSecutixId || !priceId || !productType) return;
    setAddingKey(offer.key);
    void add([
      {
        productSecutixId: secutixId,
        composedPerformanceSecutixId: performanceSecutixId,
        productType,
        audiences: [{ id: priceId, quantity: 1, seatCategory: { locations: [], price: priceId } }],
      },
    ]).finally(() => setAddingKey(null));
  };

  return (
    <section className={styles.crossSell}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.intro}>{text}</p> : null}
      {offers.length > 0 ? (
        <ul className={styles.list}>
          {offers.map((offer) => (
            <li key={offer.key} className={styles.item}>
              <OfferCard
                offer={offer}
                onAdd={addOffer}
                adding={adding}
                addingThis={adding && addingKey === offer.key}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
