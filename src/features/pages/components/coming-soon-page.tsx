import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../pages.css';

/** An honest placeholder for a screen whose feature has not shipped yet. */
export default function ComingSoonPage({ title, text }: { title: MessageKey; text: MessageKey }) {
  const t = useT();
  usePageTitle(t(title));
  return (
    <section className="page container coming" aria-labelledby="coming-title">
      <span className="badge">{t('coming.badge')}</span>
      <h1 id="coming-title">{t(title)}</h1>
      <p className="lead">{t(text)}</p>
      <Link className="btn btn-outline" to="/">{t('coming.back')}</Link>
    </section>
  );
}
