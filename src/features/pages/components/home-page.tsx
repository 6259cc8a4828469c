import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../pages.css';

export default function HomePage() {
  const t = useT();
  usePageTitle('');
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <div className="actions">
            <Link className="btn btn-primary" to="/campaigns">{t('home.ctaBrowse')}</Link>
            <Link className="btn btn-outline" to="/create">{t('home.ctaLaunch')}</Link>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{t('home.stepsTitle')}</h2>
          <ol className="steps">
            {(['1', '2', '3'] as const).map((n) => (
              <li key={n} className="card">
                <h3>{t(`home.step${n}.title`)}</h3>
                <p>{t(`home.step${n}.text`)}</p>
              </li>
            ))}
          </ol>
          <p><Link to="/how-it-works">{t('home.howLink')}</Link></p>
        </div>
      </section>
      <section className="section" aria-labelledby="trust-title">
        <div className="container">
          <h2 id="trust-title">{t('home.trustTitle')}</h2>
          <div className="features">
            {(['1', '2', '3'] as const).map((n) => (
              <article key={n} className="card">
                <h3>{t(`home.trust${n}.title`)}</h3>
                <p>{t(`home.trust${n}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
