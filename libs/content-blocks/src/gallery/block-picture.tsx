import type { BlockPictureData } from './picture.data.js';

export interface BlockPictureProps {
  picture: BlockPictureData;
  className?: string | undefined;
  /** Below the fold by default: lazy. The viewer's picture is wanted at once. */
  eager?: boolean;
  /** An empty alternative when the picture only decorates (its text is said next to it). */
  decorative?: boolean;
}

/** A block's picture: its sources, its intrinsic size (no layout shift), lazy loading. */
export function BlockPicture({ picture, className, eager, decorative }: BlockPictureProps) {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt}
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
