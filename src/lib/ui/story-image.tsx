import type { StoryImage as Image } from '../stories/types';

interface Props {
  image: Image | null;
  alt: string;
  className?: string;
  /** How wide the image shows, for the browser to pick a variant (the srcset `sizes`). */
  sizes: string;
  priority?: boolean;
}

/** A story photo from its WebP variants, lazy unless it is the first thing on screen. */
export function StoryImage({ image, alt, className, sizes, priority = false }: Props) {
  if (!image?.url) return <div className={className} role="img" aria-label={alt} />;
  const small = image.variants[0]?.url ?? image.url;
  return (
    <img
      className={className}
      src={small}
      srcSet={image.srcset ?? undefined}
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
