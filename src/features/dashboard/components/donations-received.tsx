import { useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { downloadReceivedCsv, fetchReceived, type MyStory } from '../api';

/** The donations my stories received, story by story, with a CSV export. Anonymous donors stay anonymous. */
export function DonationsReceived({ stories }: { stories: MyStory[] }) {
  const { t, lang, formats } = useI18n();
  const [campaignId, setCampaignId] = useState('');
  // Where each page read so far starts (the first: at the top), so Previous goes back and Next goes on at any depth.
  const [trail, setTrail] = useState<Array<string | null>>([null]);
  const page = trail.length;
  const cursor = trail.at(-1) ?? null;
  const [exporting, setExporting] = useState(false);
  const { data, error, loading, reload } = useResource(`dashboard:received:${campaignId}:${page}:${cursor ?? ''}`, () =>
    fetchReceived(campaignId, page, cursor),
  );
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'short', year: '2-digit' });
  const funded = stories.filter((s) => s.donor_count > 0);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReceivedCsv(campaignId, lang);
    } catch (caught) {
      toast.error(readableError(caught, t).text);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="received-title">
      <div className="section-head">
        <h2 id="received-title">{t('dashboard.donations.title')}</h2>
        <button
          type="button"
          className="btn btn-outline"
          disabled={exporting || !data || data.total === 0}
          onClick={() => void exportCsv()}
        >
          {t('dashboard.donations.csv')}
        </button>
      </div>
      {funded.length > 1 && (
        <div className="field">
          <label htmlFor="received-story">{t('dashboard.donations.story')}</label>
          <select
            id="received-story"
            value={campaignId}
            onChange={(e) => {
              setCampaignId(e.target.value);
              setTrail([null]);
            }}
          >
            <option value="">{t('dashboard.donations.allStories')}</option>
            {funded.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.total === 0 && <p>{t('dashboard.donations.none')}</p>}
      {data && data.total > 0 && (
        <>
          <p>{t('dashboard.donations.summary', { count: data.total, amount: formats.money(data.total_amount) })}</p>
          <div className="table-scroll" role="region" aria-labelledby="received-title" tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">{t('dashboard.donations.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.donations.date')}</th>
                  <th scope="col">{t('dashboard.donations.donor')}</th>
                  <th scope="col" className="number">
                    {t('dashboard.donations.amount')}
                  </th>
                  {!campaignId && <th scope="col">{t('dashboard.donations.story')}</th>}
                  <th scope="col">{t('dashboard.donations.message')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((d) => (
                  <tr key={d.id}>
                    <td className="nowrap">
                      <time dateTime={d.paid_at}>{date.format(new Date(d.paid_at))}</time>
                    </td>
                    <td>{d.is_anonymous || !d.donor_name ? <em>{t('story.anonymous')}</em> : d.donor_name}</td>
                    <td className="number">{formats.money(d.amount)}</td>
                    {!campaignId && <td>{d.campaign_title}</td>}
                    <td>{d.message ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.total_pages > 1 && (
            <nav className="pager" aria-label={t('dashboard.donations.pages')}>
              <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => setTrail(trail.slice(0, -1))}>
                {t('browse.previous')}
              </button>
              <span>{t('browse.page', { page, pages: data.total_pages })}</span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={!data.next_cursor}
                onClick={() => data.next_cursor && setTrail([...trail, data.next_cursor])}
              >
                {t('browse.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
