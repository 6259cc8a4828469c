/** Reading a story's words of support, and what the owner and anyone may do with one (writing one goes through the outbox). */
import { api } from '../../lib/api';
import type { Word, WordPage, WordReported } from '../../../contract/api/words';

export const fetchWords = async (storyId: string, cursor: string | null = null): Promise<WordPage> =>
  (await api.get<WordPage>(`/api/campaigns/${encodeURIComponent(storyId)}/words${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`))
    .data;

export const setWordHidden = async (wordId: string, hidden: boolean): Promise<Word> =>
  (await api.post<Word>(`/api/words/${encodeURIComponent(wordId)}/${hidden ? 'hide' : 'show'}`)).data;

export const reportWord = async (wordId: string): Promise<WordReported> =>
  (await api.post<WordReported>(`/api/words/${encodeURIComponent(wordId)}/report`)).data;
