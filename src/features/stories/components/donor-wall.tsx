import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { fetchDonorWall } from '../../../lib/stories/api';
import { wallKey } from '../../../lib/stories/keys';
import type { DonorWallEntry } from '../../../../contract/api/campaigns';
import { useResource } from '../../../lib/use-resource';

/** Who gave: name or "Anonymous", the amount unless the donor hid it, their message. */
export function DonorWall({ storyId, total }: { storyId: string; total: number }) {
  const { t, lang, formats } = useI18n();
  const first = useResource(wallKey(storyId), () => fetchDonorWall(storyId));
  const [more, setMore] = useState<DonorWallEntry[]>([]);
  // Where the next page starts: after the last gift shown (null before any further page was read).
  const [next, setNext] = useState<string | null>(null);
  const entries = [...(first.data?.items ?? []), ...more];
  const cursor = more.length > 0 ? next : (first.data?.next_cursor ?? null);
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Accra',
  });

  const loadMore = async () => {
    const page = await fetchDonorWall(storyId, cursor);
    setMore((current) => [...current, ...page.items]);
    setNext(page.next_cursor ?? null);
  };

  if (!first.loading && entries.length === 0) return <p>{t('story.wallEmpty')}</p>;
  return (
    <>
      <ul className="wall">
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name === 'Anonymous' ? t('story.anonymous') : entry.name}</strong>
            <span>{entry.amount === null ? <span className="muted">{t('story.amountHidden')}</span> : formats.money(entry.amount)}</span>
            {entry.message && <p className="message">{t('quote', { text: entry.message })}</p>}
            <time dateTime={entry.created_at}>{date.format(new Date(entry.created_at))}</time>
          </li>
        ))}
      </ul>
      {cursor && entries.length < (first.data?.total ?? total) && (
        <button type="button" className="btn btn-outline" onClick={() => void loadMore()}>
          {t('story.wallMore')}
        </button>
      )}
    </>
  );
}
