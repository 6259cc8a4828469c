/**
 * Route guards. They shape what the browser shows; the server enforces the
 * same rules on every call, so a guard is never the only line of defence.
 */
import type { ReactNode } from 'react';
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { useT } from '../lib/i18n/i18n';
import { useOnline } from '../lib/online';
import { Spinner } from '../lib/spinner';

const NotAuthorisedPage = lazy(() => import('../features/pages/components/not-authorised-page'));

/** Signed-in users only; others go to /login and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner size="large" page />;
  if (!isAuthenticated) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}

/** Admins only (users.role = admin); a signed-in non-admin sees a clear refusal. Offline without a saved profile, it says a connection is needed. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { userProfile, profileChecked } = useAuth();
  const online = useOnline();
  const t = useT();
  const verdict =
    userProfile?.role === 'admin' ? (
      children
    ) : userProfile ? (
      <NotAuthorisedPage />
    ) : !online ? (
      <section className="page container stack">
        <h1>{t('admin.offline.title')}</h1>
        <p>{t('admin.offline.text')}</p>
      </section>
    ) : profileChecked ? (
      <NotAuthorisedPage />
    ) : (
      <Spinner size="large" page />
    );
  return <RequireAuth>{verdict}</RequireAuth>;
}
