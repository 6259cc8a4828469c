/** The words of notices (the dashboard's Notices section, the thank-you page's offer), loaded with those screens, not on the first screen. */
import noticesEn from '../../locales/notices/en.json';
import { usePartT } from '../i18n/part';

export type NoticesKey = keyof typeof noticesEn;

export const useNoticesT = () => usePartT(noticesEn);
