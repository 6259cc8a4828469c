/** Dates as the moderators read them, in the interface's language. */
import { useI18n } from '../../lib/i18n/i18n';

export function useDates() {
  const { lang } = useI18n();
  const locale = lang === 'fr' ? 'fr' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return {
    day: (iso: string | null) => (iso ? day.format(new Date(iso)) : ''),
    time: (iso: string | null) => (iso ? time.format(new Date(iso)) : ''),
  };
}
