import type { TicketPrice } from '@paddock/api-clients/contracts';

/** What a prices list may take of a price: 0 to `maxQty` (SPEC §5, §9). */
export const defaultMaxQty = 5;

export interface VisiblePricesOptions {
  /** Keeps the prices with nothing left (shown as sold out). */
  showAll?: boolean | undefined;
  /** Keeps only the prices of this audience (e.g. `MEME`). */
  audienceCode?: string | undefined;
  /**
   * Ids of prices shown already: they stay, sold out or not, so that what is left arriving after the
   * page has loaded marks them sold out in place rather than taking them away (a layout shift).
   */
  shown?: ReadonlySet<string> | undefined;
}

/**
 * The prices a visitor sees (SPEC §5): never hidden or zero-priced ones; those with nothing left only with
 * `showAll`, or when `shown` already; only one audience when asked; cheapest first (equal prices keep
 * their order).
 */
export function visiblePrices(
  prices: readonly TicketPrice[],
  { showAll = false, audienceCode, shown }: VisiblePricesOptions = {},
): TicketPrice[] {
  return prices
    .filter(
      (price) =>
        !price.hidden &&
        price.price > 0 &&
        (showAll || price.availability > 0 || shown?.has(price.id) === true) &&
        (audienceCode === undefined || price.audienceCode === audienceCode),
    )
    .sort((a, b) => a.price - b.price);
}

/** The quantities a visitor may choose for a price: 0 to `maxQty` (5 unless the price says otherwise). */
export function quantityOptions(maxQty: number = defaultMaxQty): number[] {
  return Array.from({ length: Math.max(0, Math.floor(maxQty)) + 1 }, (_, quantity) => quantity);
}

/** Sold out: nothing left of it (shown only with `showAll`, and then not selectable). */
export function isSoldOut(price: TicketPrice): boolean {
  return price.availability <= 0;
}
