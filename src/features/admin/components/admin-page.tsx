import { NavLink, Route, Routes } from 'react-router-dom';
import adminEnglish from '../../../locales/en.json?admin';
import { addEnglish, useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { useMoneyT } from '../../../lib/payouts/text';
import { usePageTitle } from '../../../lib/page-title';
import { useResource } from '../../../lib/use-resource';
import { fetchQueues } from '../api';
import '../admin.css';
import { AlertsList } from './alerts-list';
import { AuditLog } from './audit-log';
import { CashList } from './cash-list';
import { Overview } from './overview';
import { PendingQueue } from './pending-queue';
import { ReportsList } from './reports-list';
import { StoriesList } from './stories-list';
import { UsersList } from './users-list';
import { WithdrawalsList } from './withdrawals-list';
import { WordsList } from './words-list';

// The admin area's English words come with it, not with the first screen.
addEnglish(adminEnglish);

/**
 * The moderation area at /admin (reached by its address; the header has no
 * link to it). Each section is a sub-route; the counts in the section links
 * are the queues, refreshed after every action.
 */
export default function AdminPage() {
  const { t, formats } = useI18n();
  const m = useMoneyT();
  usePageTitle(t('admin.title'));
  const queues = useResource('admin:queues', fetchQueues);
  const q = queues.data;
  const online = useOnline();
  const sections: Array<{ to: string; label: string; count?: number }> = [
    { to: '/admin', label: t('admin.nav.overview') },
    { to: '/admin/pending', label: t('admin.nav.pending'), count: q?.pending_campaigns },
    { to: '/admin/stories', label: t('admin.nav.stories') },
    { to: '/admin/reports', label: t('admin.nav.reports'), count: q?.open_reports },
    { to: '/admin/alerts', label: t('admin.nav.alerts'), count: q?.open_fraud_alerts },
    { to: '/admin/users', label: t('admin.nav.users'), count: q?.verification_requests },
    { to: '/admin/withdrawals', label: m('money.admin.nav'), count: q?.withdrawal_requests },
    { to: '/admin/cash', label: m('money.cash.admin.nav'), count: q?.cash_waiting },
    { to: '/admin/words', label: t('admin.nav.words') },
    { to: '/admin/audit', label: t('admin.nav.audit') },
  ];

  return (
    <div className="page container admin stack">
      <h1>{t('admin.title')}</h1>
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === '/admin'}>
                {section.label}
                {section.count ? (
                  <>
                    <span className="count" aria-hidden="true">
                      {formats.count(section.count)}
                    </span>
                    <span className="visually-hidden">{t('admin.nav.count', { count: section.count })}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Offline with nothing saved: say the area needs a connection, rather than spin or fail section by section. */}
      {!online && !q && queues.error ? (
        <p className="notice" role="status">
          {t('admin.offline.text')}
        </p>
      ) : (
        <Routes>
          <Route index element={<Overview queues={queues} />} />
          <Route path="pending" element={<PendingQueue onChanged={queues.reload} />} />
          <Route path="stories" element={<StoriesList onChanged={queues.reload} />} />
          <Route path="reports" element={<ReportsList onChanged={queues.reload} />} />
          <Route path="alerts" element={<AlertsList onChanged={queues.reload} />} />
          <Route path="users" element={<UsersList onChanged={queues.reload} />} />
          <Route path="withdrawals" element={<WithdrawalsList onChanged={queues.reload} />} />
          <Route path="cash" element={<CashList onChanged={queues.reload} />} />
          <Route path="words" element={<WordsList onChanged={queues.reload} />} />
          <Route path="audit" element={<AuditLog />} />
          <Route path="*" element={<p>{t('admin.notFound')}</p>} />
        </Routes>
      )}
    </div>
  );
}
