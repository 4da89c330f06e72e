/** What a block's picture needs: the contract's Picture, or any block schema's version of it. */
export interface BlockPictureSource {
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  sources?: readonly { srcset: string; media?: string | undefined; type?: string | undefined }[];
}

export interface BlockPictureProps {
  picture: BlockPictureSource;
  className?: string | undefined;
  /** Below the fold by default: lazy. A picture wanted at once (a viewer's) is eager. */
  eager?: boolean | undefined;
  /** The picture only illustrates a text that says it all: an empty alternative. */
  decorative?: boolean | undefined;
  /** Said when the picture has no text of its own and is alone in a link. */
  fallbackAlt?: string | undefined;
}

/** A block's picture: its sources, its intrinsic size (no layout shift), lazy loading. */
export function BlockPicture({
  picture,
  className,
  eager = false,
  decorative = false,
  fallbackAlt,
}: BlockPictureProps) {
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
