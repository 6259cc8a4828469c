import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { RouteErrorBoundary } from './route-error';
import { ScreenReady } from './screen-ready';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { StatusBanners } from './status-banners';
import { Spinner } from '../../lib/spinner';

export function AppLayout() {
  const t = useT();
  const location = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <StatusBanners />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner size="large" page />}>
            <Outlet />
            <ScreenReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollOnNavigate />
    </>
  );
}
