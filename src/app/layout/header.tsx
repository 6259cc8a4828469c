import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n/i18n';
import { iconPaths, LineIcon } from '../../lib/ui/icon';
import { MobileMenu } from './mobile-menu';
import { primaryLinks } from './nav-links';
import { ScrollToTop } from './scroll-to-top';
import { useSignOut } from './use-sign-out';
import { Logo } from './logo';

export function Header() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // The menu belongs to the screen it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);

  return (
    <header className="site-header">
      <div className="container">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <Logo />
          <span>{t('app.name')}</span>
        </Link>
        <nav className="desktop-nav" aria-label={t('nav.main')}>
          {primaryLinks.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          {isAuthenticated ? (
            <>
              <Link className="nav-link" to="/dashboard">
                {t('nav.dashboard')}
              </Link>
              <button type="button" className="nav-link" onClick={() => void signOut()}>
                {t('nav.signOut')}
              </button>
            </>
          ) : (
            <>
              <Link className="nav-link" to="/login">
                {t('nav.signIn')}
              </Link>
              <Link className="btn btn-primary" to="/create">
                {t('nav.launch')}
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <LineIcon path={menuOpen ? iconPaths.close : iconPaths.menu} />
        </button>
        {/* In the header's own place: it never covers the page's text, nor a bar at the bottom of the screen. */}
        <ScrollToTop />
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} onSignOut={signOut} signedIn={isAuthenticated} />}
    </header>
  );
}
