import { useEffect, useState } from 'react';
import { getPhoto } from '../../../lib/offline/drafts';

/** Shows a photo kept in the draft (a Blob in IndexedDB). */
export function DraftPhoto({
  photoId,
  alt,
  onRemove,
  removeLabel,
}: {
  photoId: string;
  alt: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    void getPhoto(photoId).then((photo) => {
      if (!photo || !current) return;
      objectUrl = URL.createObjectURL(photo.blob);
      setUrl(objectUrl);
    });
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photoId]);
  return (
    <figure className="draft-photo">
      {url ? <img src={url} alt={alt} /> : <div className="skeleton draft-photo-placeholder" />}
      {onRemove && (
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {removeLabel}
        </button>
      )}
    </figure>
  );
}
