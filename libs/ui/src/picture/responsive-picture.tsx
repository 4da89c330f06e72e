import { createContext } from 'react';

/**
 * Whether what is within leads the page, on a phone's first screen, where a picture should load at once
 * (`eager`): a lazy picture waits for the layout to say it is in view, which makes a picture of the
 * first screen (often the page's largest paint) late. The site's blocks say which of them lead the
 * page (`renderBlocks` of `@paddock/content-blocks`); a component whose first picture is that large
 * paint reads it (the ticket list, for its first ticket).
 */
export const FirstScreen = createContext(false);

/**
 * What a picture needs: the contract's `Picture` (`@paddock/api-clients`), or any block schema's version
 * of it (structural, so that ui imports no contract).
 */
export interface PictureSource {
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  sources?: readonly { srcset: string; media?: string | undefined; type?: string | undefined }[];
}

export interface ResponsivePictureProps {
  picture: PictureSource;
  className?: string | undefined;
  /** Below the fold by default: lazy. A picture wanted at once (a viewer's, a hero's) is eager. */
  eager?: boolean | undefined;
  /** The picture only illustrates a text that says it all: an empty alternative. */
  decorative?: boolean | undefined;
  /** Said when the picture has no text of its own and is alone in a link. */
  fallbackAlt?: string | undefined;
}

/**
 * A picture from the content service: its sources (a `<picture>` when it has any), its intrinsic size
 * (no layout shift), lazy loading unless `eager`. Blocks, logos and ticket cards all show theirs so.
 */
export function ResponsivePicture({
  picture,
  className,
  eager = false,
  decorative = false,
  fallbackAlt,
}: ResponsivePictureProps) {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt || (fallbackAlt ?? '')}
      width={picture.width}
      height={picture.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const sources = picture.sources ?? [];
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.srcset} ${source.media ?? ''}`}
          srcSet={source.srcset}
          media={source.media}
          type={source.type}
        />
      ))}
      {image}
    </picture>
  );
}
