import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
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

/** A file picker that accepts photos (and the camera on phones). */
export function PhotoPicker({
  id,
  label,
  multiple,
  onPick,
  disabled,
  describedBy,
}: {
  id: string;
  label: string;
  multiple?: boolean;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id} className="btn btn-outline photo-button">
        {label}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <span className="visually-hidden">{t('create.photos.formats')}</span>
    </div>
  );
}
