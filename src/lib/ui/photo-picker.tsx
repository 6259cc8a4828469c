import { useT } from '../i18n/i18n';
import './photo-picker.css';

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
