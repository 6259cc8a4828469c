import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../pages.css';

export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="page container not-found" aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <div className="actions">
        <Link className="btn btn-primary" to="/">
          {t('notFound.home')}
        </Link>
        <Link className="btn btn-outline" to="/campaigns">
          {t('notFound.browse')}
        </Link>
        <Link className="btn btn-outline" to="/create">
          {t('notFound.start')}
        </Link>
      </div>
    </section>
  );
}
