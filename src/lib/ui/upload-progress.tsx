/** A photo on its way: bytes sent of its size and the percent, in words and as a bar. */
import { useI18n } from '../i18n/i18n';
import type { UploadProgress } from '../offline/outbox-service';

export function UploadProgressLine({ progress, label }: { progress: UploadProgress; label: string }) {
  const { t, lang } = useI18n();
  const megabytes = new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.sent / progress.total) * 100)) : 0;
  return (
    <div className="stack upload-progress-line">
      <p>
        {label}{' '}
        {t('upload.progress', {
          sent: megabytes.format(progress.sent / 1_000_000),
          total: megabytes.format(progress.total / 1_000_000),
          percent,
        })}
      </p>
      <progress className="upload-progress" max={100} value={percent} aria-label={label} />
    </div>
  );
}
