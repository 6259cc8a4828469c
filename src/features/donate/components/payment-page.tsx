import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { useInitialData } from '../../../lib/initial-data';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import { storyKey } from '../../../lib/stories/keys';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import { resourceNames } from '../../../../contract/names/resources';
import type { PaymentFormState } from '../../../../contract/rules/donation-form';
import { fetchPaymentOptions } from '../api';
import '../donate.css';
import { DonateForm } from './donate-form';

function NoStory({ campaign }: { campaign: string }) {
  const t = useT();
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

/**
 * /payment?campaign=<id or slug>: give to one story. The server renders it
 * with the story and the form's one-time token (and, after a form posted
 * without JavaScript, what to fix); the app takes that page over as it is.
 */
export default function PaymentPage() {
  const t = useT();
  usePageTitle(t('donate.title'));
  const [params] = useSearchParams();
  const campaign = params.get('campaign')?.trim() ?? '';
  const resources = useInitialData()?.resources;
  const served = (resources?.[resourceNames.paymentForm(campaign)] as PaymentFormState | undefined) ?? null;
  // The server sends the story with its form, unless there is no such story to give to.
  const missing = served !== null && !(storyKey(campaign) in (resources ?? {}));
  const { data: story, error, loading, reload } = useResource(campaign && !missing ? storyKey(campaign) : null, () => fetchStory(campaign));
  const { data: options, loading: optionsLoading } = useResource(served ? null : 'payment-options', fetchPaymentOptions);
  const testMode = served ? served.testMode : options?.test_mode;
  const textReceipts = (served ? served.textReceipts : options?.text_receipts) ?? false;

  if (!campaign || missing || error?.status === 404 || error?.status === 400) return <NoStory campaign={campaign} />;
  // The form shows once it is known whether payments are real (the demo says so above the form).
  if (!story || optionsLoading) {
    if (loading || optionsLoading) return <Spinner size="large" page />;
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
        <StoryImage
          image={story.cover}
          alt={t('story.coverAlt', { title: story.title })}
          title={story.title}
          className="pay-cover"
          sizes="96px"
        />
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
          {testMode && <p className="notice demo-notice">{t('donate.demoNotice')}</p>}
          <DonateForm story={story} served={served} textReceipts={textReceipts} />
          <p>
            <Link to={`/campaigns/${story.slug}`}>{t('donate.backToStory')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
