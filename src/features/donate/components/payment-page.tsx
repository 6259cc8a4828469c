import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import { fetchPaymentOptions } from '../api';
import '../donate.css';
import { DonateForm } from './donate-form';

/** /payment?campaign=<id or slug>: give to one story. */
export default function PaymentPage() {
  const t = useT();
  usePageTitle(t('donate.title'));
  const [params] = useSearchParams();
  const campaign = params.get('campaign')?.trim() ?? '';
  const { data: story, error, loading, reload } = useResource(campaign ? `pay-story:${campaign}` : null, () => fetchStory(campaign));
  const { data: options } = useResource('payment-options', fetchPaymentOptions);

  if (!campaign || error?.status === 404 || error?.status === 400) {
    return (
      <section className="page container narrow stack donate-page" aria-labelledby="pay-title">
        <h1 id="pay-title">{campaign ? t('donate.noCampaign.title') : t('donate.title')}</h1>
        <p className="lead">{t('donate.noCampaign.text')}</p>
        <p>
          <Link className="btn btn-primary" to="/campaigns">
            {t('donate.browse')}
          </Link>
        </p>
      </section>
    );
  }
  if (!story) {
    if (loading) return <Spinner size="large" page />;
    return (
      <section className="page container narrow stack donate-page">
        <h1>{t('donate.title')}</h1>
        {error && <LoadError error={error} onRetry={reload} />}
      </section>
    );
  }

  return (
    <section className="page container narrow stack donate-page" aria-labelledby="pay-title">
      <div className="pay-story">
        <StoryImage image={story.cover} alt={t('story.coverAlt', { title: story.title })} className="pay-cover" sizes="96px" />
        <div>
          <h1 id="pay-title">{t('donate.heading', { title: story.title })}</h1>
          <p className="muted">{t('story.beneficiary', { name: story.beneficiary })}</p>
        </div>
      </div>
      {story.status !== 'active' ? (
        <>
          <p className="notice" role="status">
            {t('donate.notTaking')}
          </p>
          <p>
            <Link to={`/campaigns/${story.slug}`}>{t('donate.backToStory')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{t('donate.lead')}</p>
          {options?.test_mode && <p className="notice demo-notice">{t('donate.demoNotice')}</p>}
          <DonateForm story={story} />
          <p>
            <Link to={`/campaigns/${story.slug}`}>{t('donate.backToStory')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
