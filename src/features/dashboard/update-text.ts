/** The words of writing an update (its photos), loaded with the form, not on the first screen. */
import updatesEn from '../../locales/updates/en.json';
import { usePartT } from '../../lib/i18n/part';

export const useUpdateT = () => usePartT(updatesEn);
