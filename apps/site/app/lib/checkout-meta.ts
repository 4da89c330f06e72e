/** The checkout pages are not for search engines. */
export function checkoutMeta(title: string | undefined) {
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex,nofollow' }];
}
