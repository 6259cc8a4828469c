import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { fetchDonorWall } from '../../../lib/stories/api';
import { wallKey } from '../../../lib/stories/keys';
import type { DonorWallEntry } from '../../../../contract/api/campaigns';
import { useResource } from '../../../lib/use-resource';

/** Who gave: name or "Anonymous", the amount unless the donor hid it, their message. */
export function DonorWall({ storyId, total }: { storyId: string; total: number }) {
  const { t, lang, formats } = useI18n();
  const first = useResource(wallKey(storyId), () => fetchDonorWall(storyId, 1));
  const [more, setMore] = useState<DonorWallEntry[]>([]);
  const [page, setPage] = useState(1);
  const entries = [...(first.data?.items ?? []), ...more];
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Accra',
  });

  const loadMore = async () => {
    const next = await fetchDonorWall(storyId, page + 1);
    setMore((current) => [...current, ...next.items]);
    setPage(page + 1);
  };

  if (!first.loading && entries.length === 0) return <p>{t('story.wallEmpty')}</p>;
  return (
    <>
      <ul className="wall">
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name === 'Anonymous' ? t('story.anonymous') : entry.name}</strong>
            <span>{entry.amount === null ? <span className="muted">{t('story.amountHidden')}</span> : formats.money(entry.amount)}</span>
            {entry.message && <p className="message">“{entry.message}”</p>}
            <time dateTime={entry.created_at}>{date.format(new Date(entry.created_at))}</time>
          </li>
        ))}
      </ul>
      {entries.length < (first.data?.total ?? total) && (
        <button type="button" className="btn btn-outline" onClick={() => void loadMore()}>
          {t('story.wallMore')}
        </button>
      )}
    </>
  );
}
