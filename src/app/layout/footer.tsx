import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n, useT } from '../../lib/i18n/i18n';
import { regionName } from '../../lib/ui/region-name';
import { LanguageSwitcher } from './language-switcher';

/** The eight regions the footer names in turn after `footer.regionsLead`, one every `regionRotationMs`. */
export const footerRegions = ['Greater Accra', 'Ashanti', 'Western', 'Central', 'Eastern', 'Volta', 'Northern', 'Upper East'] as const;
export const regionRotationMs = 2500;
const copyrightYear = 2024;
/** The footer's fixed figure of lives transformed, in pesewas (₵490K), written the reader's way. */
const livesTransformedPesewas = 49_000_000;

function RotatingRegion() {
  const t = useT();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % footerRegions.length), regionRotationMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="footer-region" data-testid="footer-region">
      {regionName(t, footerRegions[index] ?? footerRegions[0])}
    </span>
  );
}

export function Footer() {
  const { t, formats } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-brand">
            <p className="footer-title">{t('app.name')}</p>
            <p>{t('app.tagline')}</p>
            <p>
              {t('footer.regionsLead')} <RotatingRegion />
            </p>
          </div>
          <nav aria-label={t('footer.explore')}>
            <p className="footer-title">{t('footer.explore')}</p>
            <ul className="footer-links">
              <li>
                <Link to="/">{t('footer.home')}</Link>
              </li>
              <li>
                <Link to="/campaigns">{t('footer.supportDreams')}</Link>
              </li>
              <li>
                <Link to="/create">{t('footer.shareStory')}</Link>
              </li>
              <li>
                <Link to="/success-stories">{t('footer.successStories')}</Link>
              </li>
              <li>
                <Link to="/privacy-policy">{t('footer.privacy')}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <p className="footer-title">{t('footer.paymentsTitle')}</p>
            <ul className="footer-links">
              <li>{t('footer.pay.mtn')}</li>
              <li>{t('footer.pay.telecel')}</li>
              <li>{t('footer.pay.cards')}</li>
            </ul>
          </div>
          <div className="footer-stat stack">
            <div>
              <strong>{t('footer.statValue', { amount: formats.compactMoney(livesTransformedPesewas) })}</strong>
              <span>{t('footer.statLabel')}</span>
            </div>
            <LanguageSwitcher />
          </div>
        </div>
        <div className="footer-bottom">
          <span>
            {t('footer.copyright', { year: String(copyrightYear) })} · <Link to="/terms-of-service">{t('footer.terms')}</Link>
          </span>
          <span className="motto" aria-label={t('footer.mottoLabel')}>
            {t('footer.motto')}
          </span>
        </div>
      </div>
    </footer>
  );
}
