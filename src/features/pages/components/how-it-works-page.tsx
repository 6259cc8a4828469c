import { Link } from 'react-router-dom';
import { addEnglish, useT, type MessageKey } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import pagesEnglish from '../../../locales/en.json?pages';
import '../pages.css';

// These pages' long English texts come with them, not with the first screen.
addEnglish(pagesEnglish);

const ownerSteps: MessageKey[] = ['how.owners.1', 'how.owners.2', 'how.owners.3', 'how.owners.4', 'how.owners.5'];
const donorSteps: MessageKey[] = ['how.donors.1', 'how.donors.2', 'how.donors.3', 'how.donors.4'];
const safety: MessageKey[] = ['how.safety.1', 'how.safety.2', 'how.safety.3', 'how.safety.4'];

export default function HowItWorksPage() {
  const t = useT();
  usePageTitle(t('how.title'));
  return (
    <article className="page container prose">
      <h1>{t('how.title')}</h1>
      <p className="lead">{t('how.lead')}</p>
      <h2>{t('how.owners.title')}</h2>
      <ol>
        {ownerSteps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <h2>{t('how.donors.title')}</h2>
      <ol>
        {donorSteps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <h2>{t('how.safety.title')}</h2>
      <ul>
        {safety.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('how.fees.title')}</h2>
      <p>{t('how.fees.text')}</p>
      <h2>{t('how.offline.title')}</h2>
      <p>{t('how.offline.text')}</p>
      <p>
        <Link className="btn btn-primary" to="/create">
          {t('how.cta')}
        </Link>
      </p>
    </article>
  );
}
