import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { primaryLinks } from './nav-links';

interface Props {
  signedIn: boolean;
  onClose: () => void;
  onSignOut: () => Promise<void>;
}

/** The small-screen menu: the same destinations with their own labels; choosing one closes it. */
export function MobileMenu({ signedIn, onClose, onSignOut }: Props) {
  const t = useT();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={t('nav.main')}>
      <ul>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onClose}>
              {t(link.mobileLabel)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="menu-actions">
        {signedIn ? (
          <>
            <Link className="btn btn-outline" to="/dashboard" onClick={onClose}>
              {t('nav.dashboard')}
            </Link>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                onClose();
                void onSignOut();
              }}
            >
              {t('nav.signOut')}
            </button>
          </>
        ) : (
          <>
            <Link className="btn btn-outline" to="/login" onClick={onClose}>
              {t('nav.signIn')}
            </Link>
            <Link className="btn btn-primary" to="/create" onClick={onClose}>
              {t('nav.launch')}
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
