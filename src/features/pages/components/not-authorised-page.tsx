import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../pages.css';

export default function NotAuthorisedPage() {
  const t = useT();
  usePageTitle(t('guard.notAuthorised.title'));
  return (
    <section className="page container coming" aria-labelledby="not-authorised-title">
      <h1 id="not-authorised-title">{t('guard.notAuthorised.title')}</h1>
      <p className="lead">{t('guard.notAuthorised.text')}</p>
      <Link className="btn btn-outline" to="/">
        {t('guard.notAuthorised.home')}
      </Link>
    </section>
  );
}
