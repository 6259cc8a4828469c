import { useEffect, useState } from 'react';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';

/** The dashboard's sections, in the order a phone reaches them; each is the id of its card. */
const sections = ['stories', 'money', 'donations', 'verification', 'cosigning', 'profile', 'notices'] as const;

/** The sections on the page now: a card that has nothing to say (co-signing for someone who co-signs nothing) has no link. */
function useShown(): ReadonlySet<string> {
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const look = () =>
      setShown((before) => {
        const now = sections.filter((id) => document.getElementById(id));
        return now.length === before.size && now.every((id) => before.has(id)) ? before : new Set(now);
      });
    look();
    const watch = new MutationObserver(look);
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return shown;
}

/**
 * The top of the dashboard: a link to each of its sections, so a phone
 * reaches money, verification or notices without scrolling through the rest.
 */
export function DashboardSections() {
  const t = useT();
  const shown = useShown();
  return (
    <nav className="dashboard-sections" aria-label={t('dashboard.sections')}>
      <ul>
        {sections
          .filter((id) => shown.has(id))
          .map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`dashboard.sections.${id}` as MessageKey)}</a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
