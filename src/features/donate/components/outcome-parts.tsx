/** What the thank-you and cancel pages show, one part per state of the donation. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ApiError } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { LoadError } from '../../../lib/ui/load-error';
import type { DonationReceipt } from '../../../../contract/api/donations';
import { isMobileMoney } from '../../../../contract/rules/donation';
import { FollowStory } from './follow-story';
import { SharePrompt } from './share-prompt';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page container narrow stack outcome donate-page" aria-labelledby="outcome-title">
      <h1 id="outcome-title">{title}</h1>
      {children}
    </section>
  );
}

export function StoryLink({ receipt }: { receipt: DonationReceipt }) {
  const { t } = useI18n();
  return <Link to={`/campaigns/${receipt.campaign.slug}`}>{t('donate.backToStory')}</Link>;
}

function Demo({ receipt }: { receipt: DonationReceipt }) {
  const { t } = useI18n();
  return receipt.test_mode ? <p className="muted">{t('donate.success.demo')}</p> : null;
}

/** No donation to show (no reference, none found, or someone else's): say so, and offer the stories. */
export function BrowseInstead({ title, text }: { title: string; text: string }) {
  const { t } = useI18n();
  return (
    <Panel title={title}>
      <p className="lead">{text}</p>
      <p>
        <Link className="btn btn-primary" to="/campaigns">
          {t('donate.browse')}
        </Link>
      </p>
    </Panel>
  );
}

/** Asking the server about the donation: offline, failed, or still on its way. */
export function StillChecking({ error, online, checkAgain }: { error: ApiError | null; online: boolean; checkAgain: () => void }) {
  const { t } = useI18n();
  if (error && !online)
    return (
      <Panel title={t('donate.checking')}>
        <p className="notice" role="status">
          {t('donate.pending.offline')}
        </p>
      </Panel>
    );
  if (error && error.type !== 'network')
    return (
      <Panel title={t('donate.checking')}>
        <LoadError error={error} onRetry={checkAgain} />
      </Panel>
    );
  return (
    <>
      <Spinner size="large" page message={t('donate.checking')} />
      {/* Without JavaScript only this browser's cookie can show the payment: without it, it was started elsewhere. */}
      <noscript>
        <section className="page container narrow stack outcome donate-page">
          <h1>{t('donate.notYours.title')}</h1>
          <p className="lead">{t('donate.notYours.text')}</p>
        </section>
      </noscript>
    </>
  );
}

/** The gift went through: thanks, its reference, a way to share the story and to hear its news. */
export function Thanks({ receipt, cancelled, origin }: { receipt: DonationReceipt; cancelled: boolean; origin: string }) {
  const { t, formats } = useI18n();
  return (
    <Panel title={cancelled ? t('donate.cancel.paidTitle') : t('donate.success.title')}>
      <div role="status" className="stack">
        <p className="lead">{t('donate.success.text', { amount: formats.money(receipt.amount), title: receipt.campaign.title })}</p>
        <p>{t('donate.success.reference', { reference: receipt.reference })}</p>
        <p>{t('donate.success.receipt')}</p>
        <Demo receipt={receipt} />
      </div>
      <SharePrompt title={receipt.campaign.title} slug={receipt.campaign.slug} origin={origin} />
      <FollowStory campaignId={receipt.campaign.id} title={receipt.campaign.title} />
      <div className="actions">
        <Link className="btn btn-outline" to={`/campaigns/${receipt.campaign.slug}`}>
          {t('donate.backToStory')}
        </Link>
        <Link className="btn btn-ghost" to="/campaigns">
          {t('donate.success.more')}
        </Link>
      </div>
    </Panel>
  );
}

/** Waiting for the payment (a mobile-money prompt to approve): it keeps asking, with or without JavaScript. */
export function Waiting({
  receipt,
  gaveUp,
  online,
  checkAgain,
}: {
  receipt: DonationReceipt;
  gaveUp: boolean;
  online: boolean;
  checkAgain: () => void;
}) {
  const { t, formats } = useI18n();
  const { pathname, search } = useLocation();
  const amount = formats.money(receipt.amount);
  return (
    <Panel title={t('donate.pending.title')}>
      <div role="status" className="stack waiting">
        {!gaveUp && online && <span className="spinner-circle" aria-hidden="true" />}
        <p className="lead">
          {isMobileMoney(receipt.method) ? t('donate.pending.momo', { amount }) : t('donate.pending.card', { amount })}
        </p>
        {!online && <p className="notice">{t('donate.pending.offline')}</p>}
        {gaveUp && <p className="notice">{t('donate.pending.slow')}</p>}
      </div>
      {gaveUp && (
        <p>
          <button type="button" className="btn btn-outline" onClick={checkAgain}>
            {t('donate.pending.check')}
          </button>
        </p>
      )}
      {/* Without JavaScript the page asks the server again every few seconds, and offers to ask now. */}
      <noscript>
        <meta httpEquiv="refresh" content="5" />
        <p>
          <a className="btn btn-outline" href={`${pathname}${search}`}>
            {t('donate.pending.check')}
          </a>
        </p>
      </noscript>
      <p>
        <StoryLink receipt={receipt} />
      </p>
    </Panel>
  );
}

/** Not paid (cancelled or failed): nothing was charged, and a way to try again. */
export function NotPaid({ receipt }: { receipt: DonationReceipt }) {
  const { t } = useI18n();
  const cancelled = receipt.status === 'cancelled';
  return (
    <Panel title={cancelled ? t('donate.cancelled.title') : t('donate.failed.title')}>
      <div role="status" className="stack">
        <p className="lead">{cancelled ? t('donate.cancelled.text') : t('donate.failed.text')}</p>
        {receipt.status === 'failed' && receipt.failure_reason && <p>{t('donate.failed.reason', { reason: receipt.failure_reason })}</p>}
        <Demo receipt={receipt} />
      </div>
      <div className="actions">
        <Link className="btn btn-primary" to={`/payment?campaign=${encodeURIComponent(receipt.campaign.slug)}`}>
          {t('donate.tryAgain')}
        </Link>
        <Link className="btn btn-ghost" to={`/campaigns/${receipt.campaign.slug}`}>
          {t('donate.backToStory')}
        </Link>
      </div>
    </Panel>
  );
}
