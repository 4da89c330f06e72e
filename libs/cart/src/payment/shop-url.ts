/** What `isIosDevice` reads of `navigator`. */
export interface DeviceHints {
  userAgent: string;
  platform?: string | undefined;
  maxTouchPoints?: number | undefined;
}

/**
 * An iPhone, iPod or iPad, including iPadOS, whose Safari calls itself a Mac: a 'MacIntel' platform
 * (or Macintosh user agent) with a touch screen.
 */
export function isIosDevice({
  userAgent,
  platform = '',
  maxTouchPoints = 0,
}: DeviceHints): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent) || /^(iPad|iPhone|iPod)/.test(platform)) return true;
  const mac = platform === 'MacIntel' || /Macintosh/.test(userAgent);
  return mac && maxTouchPoints > 1;
}

/**
 * Whether a cart's `shopUrl` may be followed: http or https, on a host of the list (its hostname, or
 * hostname and port, matched exactly).
 */
export function isAllowedShopUrl(shopUrl: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(shopUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowedHosts.some((host) => {
    const allowed = host.trim().toLowerCase();
    return allowed === url.hostname || allowed === url.host;
  });
}

/** A shop URL that asks the shop for the buyer's locale (`?locale=en`), whatever else it carries. */
export function shopUrlIn(shopUrl: string, locale: string): string {
  const url = new URL(shopUrl);
  url.searchParams.set('locale', locale);
  return url.href;
}
