import type { MessageKey } from '../../lib/i18n/i18n';

/** The three primary destinations, with their desktop and mobile labels. */
export const primaryLinks: ReadonlyArray<{ to: string; label: MessageKey; mobileLabel: MessageKey }> = [
  { to: '/campaigns', label: 'nav.browse', mobileLabel: 'nav.mobile.browse' },
  { to: '/how-it-works', label: 'nav.howItWorks', mobileLabel: 'nav.mobile.howItWorks' },
  { to: '/success-stories', label: 'nav.successStories', mobileLabel: 'nav.mobile.successStories' },
];
