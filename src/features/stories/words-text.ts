/** The words of words of support, which come with their part of the story page rather than with the first screen. */
import wordsEn from '../../locales/words/en.json';
import { usePartT } from '../../lib/i18n/part';

export const useWordsT = () => usePartT(wordsEn);
