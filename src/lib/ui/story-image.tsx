import { useEffect, useRef, useState } from 'react';
import type { StoryImage as Image } from '../../../contract/api/campaigns';
import { StoryPlaceholder } from './story-placeholder';

interface Props {
  image: Image | null;
  alt: string;
  /** The story's title, for the drawn placeholder's initials and colour (the alt text when not given). */
  title?: string;
  className?: string;
  /** How wide the image shows, for the browser to pick a variant (the srcset `sizes`). */
  sizes: string;
  priority?: boolean;
  /** The widest variant worth offering (a card never shows more than about 400 px). */
  maxWidth?: number;
}

/**
 * A story photo from its WebP variants, lazy unless it is the first thing on
 * screen. A photo that cannot load (offline, never kept on this phone) is
 * drawn instead: the story's initials on its colour, never a broken image.
 */
export function StoryImage({ image, alt, title, className, sizes, priority = false, maxWidth }: Props) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  // It may have failed in the server's page, before the app was there to hear it.
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (!image?.url || failed) return <StoryPlaceholder title={title ?? alt} alt={alt} className={className} />;
  const small = image.variants[0]?.url ?? image.url;
  const offered = maxWidth ? image.variants.filter((variant) => variant.width <= maxWidth) : [];
  const srcSet = offered.length > 0 ? offered.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : image.srcset;
  return (
    <img
      ref={element}
      className={className}
      src={small}
      srcSet={srcSet ?? undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
