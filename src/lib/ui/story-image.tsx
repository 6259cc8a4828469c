import type { StoryImage as Image } from '../../../contract/api/campaigns';

interface Props {
  image: Image | null;
  alt: string;
  className?: string;
  /** How wide the image shows, for the browser to pick a variant (the srcset `sizes`). */
  sizes: string;
  priority?: boolean;
  /** The widest variant worth offering (a card never shows more than about 400 px). */
  maxWidth?: number;
}

/** A story photo from its WebP variants, lazy unless it is the first thing on screen. */
export function StoryImage({ image, alt, className, sizes, priority = false, maxWidth }: Props) {
  if (!image?.url) return <div className={className} role="img" aria-label={alt} />;
  const small = image.variants[0]?.url ?? image.url;
  const offered = maxWidth ? image.variants.filter((variant) => variant.width <= maxWidth) : [];
  const srcSet = offered.length > 0 ? offered.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : image.srcset;
  return (
    <img
      className={className}
      src={small}
      srcSet={srcSet ?? undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
