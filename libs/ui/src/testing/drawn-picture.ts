/** A picture as the contracts describe one: every field there, so that it stands for any of them. */
export interface DrawnPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources: { srcset: string; media?: string }[];
}

export interface DrawnPictureOptions {
  width?: number;
  height?: number;
  /** The frame's background (white: a logo). */
  fill?: string;
  /** The frame's stroke and the text, in px of the drawing. */
  strokeWidth?: number;
  fontSize?: number;
  /** Where the name's middle sits, from the top (a touch below half reads as centred). */
  textY?: string;
  sources?: DrawnPicture['sources'];
}

/**
 * A picture drawn in place, as the content service would describe it (no network in stories and
 * tests): a framed name as an SVG data URL, with its size and sources. A 160×64 white logo unless told.
 */
export function drawnPicture(
  name: string,
  {
    width = 160,
    height = 64,
    fill = '#fff',
    strokeWidth = 4,
    fontSize = 14,
    textY = '55%',
    sources = [],
  }: DrawnPictureOptions = {},
): DrawnPicture {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${fill}" stroke="#111418" stroke-width="${strokeWidth}"/>` +
    `<text x="50%" y="${textY}" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#111418">${name}</text></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: name,
    width,
    height,
    sources,
  };
}
