import type { useI18n } from '../i18n/i18n';

/** How old a copy kept on the phone is, in words: "just now", "5 min ago", "2 days ago". */
export function ageText(t: ReturnType<typeof useI18n>['t'], savedAt: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - savedAt) / 60_000));
  if (minutes < 1) return t('offline.age.now');
  if (minutes < 60) return t('offline.age.minutes', { n: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('offline.age.hours', { n: hours });
  return t('offline.age.days', { count: Math.round(hours / 24) });
}
