import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useWordsT } from '../words-text';
import { useResource } from '../../../lib/use-resource';
import type { Word } from '../../../../contract/api/words';
import { resourceNames } from '../../../../contract/names/resources';
import { fetchWords } from '../words-api';
import { WordForm } from './word-form';
import { WordList } from './word-list';
import '../words.css';

/**
 * Under the donor wall: words of support, for a neighbour with no money to
 * spare who still stands behind the story. Someone signed in writes one
 * (offline too); everyone reads the ones the team let show, newest first.
 */
export default function WordsOfSupport({ storyId, slug, title, open }: { storyId: string; slug: string; title: string; open: boolean }) {
  const w = useWordsT();
  const { user } = useAuth();
  // Who is asking changes what the list holds (their own waiting words, the owner's hidden ones).
  const first = useResource(resourceNames.words(storyId, user?.id), () => fetchWords(storyId));
  const [more, setMore] = useState<{ items: Word[]; next: string | null } | null>(null);
  const words = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.next : (first.data?.next_cursor ?? null);
  const reload = () => {
    setMore(null);
    first.reload();
  };
  const loadMore = async () => {
    const page = await fetchWords(storyId, cursor);
    setMore((current) => ({ items: [...(current?.items ?? []), ...page.items], next: page.next_cursor }));
  };

  return (
    <section id="words" className="card stack words-of-support" aria-labelledby="words-title">
      <h2 id="words-title">{w('words.title')}</h2>
      <p>{w('words.lead')}</p>
      {open &&
        (user ? (
          <WordForm storyId={storyId} storyTitle={title} onSent={reload} />
        ) : (
          <p>
            <Link to={`/login?next=${encodeURIComponent(`/campaigns/${slug}#words`)}`}>{w('words.signIn')}</Link>
          </p>
        ))}
      {!first.loading && words.length === 0 ? (
        <p className="muted">{w('words.none')}</p>
      ) : (
        <WordList words={words} canHide={first.data?.can_hide ?? false} onChanged={reload} />
      )}
      {cursor && (
        <button type="button" className="btn btn-outline" onClick={() => void loadMore()}>
          {w('words.more')}
        </button>
      )}
    </section>
  );
}
