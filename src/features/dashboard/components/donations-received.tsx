import { useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { downloadReceivedCsv, fetchReceived, type MyStory, type ReceivedDonation } from '../api';

/** The donations as a table: date, donor ("Anonymous" when they asked), amount, story (when showing all), message. */
function DonationsTable({ donations, showStory }: { donations: readonly ReceivedDonation[]; showStory: boolean }) {
  const { t, lang, formats } = useI18n();
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'short', year: '2-digit' });
  return (
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
            {showStory && <th scope="col">{t('dashboard.donations.story')}</th>}
            <th scope="col">{t('dashboard.donations.message')}</th>
          </tr>
        </thead>
        <tbody>
          {donations.map((d) => (
            <tr key={d.id}>
              <td className="nowrap">
                <time dateTime={d.paid_at}>{date.format(new Date(d.paid_at))}</time>
              </td>
              <td>{d.is_anonymous || !d.donor_name ? <em>{t('story.anonymous')}</em> : d.donor_name}</td>
              <td className="number">{formats.money(d.amount)}</td>
              {showStory && <td>{d.campaign_title}</td>}
              <td>{d.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The donations my stories received, story by story, with a CSV export. Anonymous donors stay anonymous. */
export function DonationsReceived({ stories }: { stories: MyStory[] }) {
  const { t, lang, formats } = useI18n();
  const [campaignId, setCampaignId] = useState('');
  // Where each page read so far starts (the first: at the top), so Previous goes back and Next goes on at any depth.
  const [trail, setTrail] = useState<Array<string | null>>([null]);
  const page = trail.length;
  const cursor = trail.at(-1) ?? null;
  const [exporting, setExporting] = useState(false);
  const received = useResource(`dashboard:received:${campaignId}:${page}:${cursor ?? ''}`, () => fetchReceived(campaignId, page, cursor));
  const { data } = received;
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
    <ListScreen
      titleId="received-title"
      id="donations"
      title={t('dashboard.donations.title')}
      className="card stack"
      action={
        <button
          type="button"
          className="btn btn-outline"
          disabled={exporting || !data || data.total === 0}
          onClick={() => void exportCsv()}
        >
          {t('dashboard.donations.csv')}
        </button>
      }
      filters={
        funded.length > 1 && (
          <FilterSelect
            id="received-story"
            label={t('dashboard.donations.story')}
            value={campaignId}
            anyLabel={t('dashboard.donations.allStories')}
            options={funded.map((s) => ({ value: s.id, label: s.title }))}
            onChange={(value) => {
              setCampaignId(value);
              setTrail([null]);
            }}
          />
        )
      }
      state={received}
      empty={t('dashboard.donations.none')}
      summary={(answer) =>
        answer.total > 0 && <p>{t('dashboard.donations.summary', { count: answer.total, amount: formats.money(answer.total_amount) })}</p>
      }
      pager={(answer) => (
        <Pager
          page={page}
          pages={answer.total_pages}
          label={t('dashboard.donations.pages')}
          hasNext={Boolean(answer.next_cursor)}
          onPage={(to) => {
            if (to < page) setTrail(trail.slice(0, -1));
            else if (answer.next_cursor) setTrail([...trail, answer.next_cursor]);
          }}
        />
      )}
    >
      {(answer) => <DonationsTable donations={answer.items} showStory={!campaignId} />}
    </ListScreen>
  );
}
