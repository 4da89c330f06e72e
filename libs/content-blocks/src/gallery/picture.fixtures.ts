import type { PictureData } from '@paddock/api-clients/blocks';

/** A picture as the seed sends one (`ctx.picture`), drawn inline: tests and stories load nothing. */
export function seedPicture(label: string, alt: string, colour = '#1f3b5a'): PictureData {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">` +
    `<rect width="1600" height="900" fill="${colour}"/>` +
    `<text x="800" y="470" fill="#fff" font-family="sans-serif" font-size="96" text-anchor="middle">${label}</text>` +
    `</svg>`;
  const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { src, alt, width: 1600, height: 900, sources: [{ srcset: src, type: 'image/svg+xml' }] };
}
