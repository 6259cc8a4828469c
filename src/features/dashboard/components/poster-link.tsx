import { useT } from '../../../lib/i18n/i18n';

/**
 * "Print a poster": the story's printable page, which the server writes (a
 * full page load in a new tab, not one of the app's screens).
 */
export function PosterLink({ slug }: { slug: string }) {
  const t = useT();
  return (
    <a className="btn btn-outline" href={`/campaigns/${encodeURIComponent(slug)}/poster`} target="_blank" rel="noopener">
      {t('dashboard.stories.poster')}
    </a>
  );
}
