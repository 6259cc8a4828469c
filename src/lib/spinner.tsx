import { useT } from './i18n/i18n';

export type SpinnerSize = 'small' | 'medium' | 'large';

interface Props {
  size?: SpinnerSize;
  message?: string;
  /** Fill the screen's main area, for whole screens that are loading. */
  page?: boolean;
}

export function Spinner({ size = 'medium', message, page = false }: Props) {
  const t = useT();
  return (
    <div className={`spinner spinner-${size}${page ? ' spinner-page' : ''}`} role="status" aria-live="polite">
      <span className="spinner-circle" aria-hidden="true" />
      <span>{message ?? t('app.loading')}</span>
    </div>
  );
}
