import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useUpdateT } from '../update-text';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { PhotoPicker } from '../../../lib/ui/photo-picker';
import { campaignLimits } from '../../../../contract/rules/campaign';

/** A photo chosen for an update, made smaller on the phone, shown from memory until the update is sent. */
export interface ChosenPhoto {
  key: string;
  blob: Blob;
  name: string;
  url: string;
}

const maxPhotos = campaignLimits.update.photos;

/** The photos an update will carry: chosen, shrunk and previewed here; kept on the phone only when the update is sent. */
export function useChosenPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  // Previews live as object URLs: let them go with the form.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = async (files: File[]) => {
    setBusy(true);
    try {
      const added: ChosenPhoto[] = [];
      for (const file of files.slice(0, maxPhotos - photos.length)) {
        const blob = await shrinkPhoto(file);
        const url = URL.createObjectURL(blob);
        previews.current.add(url);
        added.push({ key: url, blob, name: file.name, url });
      }
      setPhotos((before) => [...before, ...added].slice(0, maxPhotos));
    } finally {
      setBusy(false);
    }
  };
  const remove = (photo: ChosenPhoto) => {
    URL.revokeObjectURL(photo.url);
    previews.current.delete(photo.url);
    setPhotos((before) => before.filter((p) => p.key !== photo.key));
  };
  return { photos, busy, add, remove };
}

/** Up to four photos on an update: previews with a remove button each, and a picker while there is room. */
export function UpdatePhotos({
  idPrefix,
  chosen,
  disabled,
}: {
  idPrefix: string;
  chosen: ReturnType<typeof useChosenPhotos>;
  disabled: boolean;
}) {
  const t = useT();
  const ut = useUpdateT();
  const { photos, busy, add, remove } = chosen;
  const hintId = `${idPrefix}-photos-hint`;
  return (
    <fieldset className="update-photos-field">
      <legend>{ut('dashboard.update.photos')}</legend>
      <p id={hintId} className="hint">
        {ut('dashboard.update.photosHint', { max: maxPhotos })}
      </p>
      {photos.length > 0 && (
        <ul className="update-photos-chosen">
          {photos.map((photo, index) => (
            <li key={photo.key}>
              <img src={photo.url} alt={ut('dashboard.update.photoAlt', { n: index + 1 })} />
              <button type="button" className="btn btn-ghost" onClick={() => remove(photo)} disabled={disabled}>
                {ut('dashboard.update.removePhoto', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < maxPhotos && (
        <PhotoPicker
          id={`${idPrefix}-photos`}
          label={t('create.photos.addGallery')}
          multiple
          onPick={(files) => void add(files)}
          disabled={disabled || busy}
          describedBy={hintId}
        />
      )}
    </fieldset>
  );
}
