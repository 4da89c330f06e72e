import type { Picture } from '@paddock/api-clients/contracts';

export interface BlockPictureProps {
  picture: Picture;
  className?: string | undefined;
  /** The picture only illustrates a text that says it all: hidden from assistive technologies. */
  decorative?: boolean | undefined;
}

/** A block's picture: its sources, its intrinsic size (no layout shift) and lazy loading. */
export function BlockPicture({ picture, className, decorative = false }: BlockPictureProps) {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (picture.sources.length === 0) {
    return image;
  }
  return (
    <picture>
      {picture.sources.map((source) => (
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
