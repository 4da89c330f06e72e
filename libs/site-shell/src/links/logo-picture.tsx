import type { Picture } from '@paddock/api-clients/contracts';

export interface LogoPictureProps {
  picture: Picture;
  /** Said when the picture has no alternative text of its own (a logo alone in a link needs a name). */
  fallbackAlt: string;
  className?: string | undefined;
}

/** A logo below the fold: its sources, its intrinsic size (no layout shift) and lazy loading. */
export function LogoPicture({ picture, fallbackAlt, className }: LogoPictureProps) {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={picture.alt || fallbackAlt}
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
