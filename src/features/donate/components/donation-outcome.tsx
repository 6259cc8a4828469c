import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { isMobileMoney } from '../../../../contract/rules/donation';
import { Spinner } from '../../../lib/spinner';
import { LoadError } from '../../../lib/ui/load-error';
import type { DonationReceipt } from '../../../../contract/api/donations';
import { resourceNames } from '../../../../contract/names/resources';
import type { ServedDonation } from '../../../../contract/rules/donation-form';
import { useInitialData } from '../../../lib/initial-data';
import '../donate.css';
import { useDonationCheck } from '../use-donation-check';
import { FollowStory } from './follow-story';
import { SharePrompt } from './share-prompt';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page container narrow stack outcome donate-page" aria-labelledby="outcome-title">
      <h1 id="outcome-title">{title}</h1>
      {children}
    </section>
  );
}

const tryAgain = (receipt: DonationReceipt) => `/payment?campaign=${encodeURIComponent(receipt.campaign.slug)}`;

/**
 * What became of a donation, as the server verified it with the provider:
 * thanks and a share prompt, a waiting state that keeps checking, or a clear
 * "nothing was charged" with a way to try again. `cancelled` is set by the
 * cancel page (the donor came back through the provider's cancel button).
 */
export function DonationOutcome({ cancelled }: { cancelled: boolean }) {
  const { t, formats } = useI18n();
  const online = useOnline();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const { receipt, error, gaveUp, checkAgain } = useDonationCheck(reference, cancelled);
  const { pathname, search } = useLocation();
  const served = useInitialData()?.resources[resourceNames.donation(reference ?? '')] as ServedDonation | undefined;
  const origin = served && 'origin' in served ? served.origin : typeof window === 'undefined' ? '' : window.location.origin;

  if (!reference) {
    return (
      <Panel title={cancelled ? t('donate.noReference.cancelTitle') : t('donate.noReference.successTitle')}>
        <p className="lead">{cancelled ? t('donate.noReference.cancelText') : t('donate.noReference.successText')}</p>
        <p>
          <Link className="btn btn-primary" to="/campaigns">
            {t('donate.browse')}
          </Link>
        </p>
      </Panel>
    );
  }
  if (!receipt && (error?.status === 404 || error?.status === 400)) {
    return (
      <Panel title={t('donate.notFound.title')}>
        <p className="lead">{t('donate.notFound.text')}</p>
        <p>
          <Link className="btn btn-primary" to="/campaigns">
            {t('donate.browse')}
          </Link>
        </p>
      </Panel>
    );
  }
  if (!receipt && error?.status === 403) {
    return (
      <Panel title={t('donate.notYours.title')}>
        <p className="lead">{t('donate.notYours.text')}</p>
        <p>
          <Link className="btn btn-primary" to="/campaigns">
            {t('donate.browse')}
          </Link>
        </p>
      </Panel>
    );
  }
  if (!receipt) {
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

  const amount = formats.money(receipt.amount);
  const story = <Link to={`/campaigns/${receipt.campaign.slug}`}>{t('donate.backToStory')}</Link>;
  const demo = receipt.test_mode ? <p className="muted">{t('donate.success.demo')}</p> : null;

  switch (receipt.status) {
    case 'succeeded':
      return (
        <Panel title={cancelled ? t('donate.cancel.paidTitle') : t('donate.success.title')}>
          <div role="status" className="stack">
            <p className="lead">{t('donate.success.text', { amount, title: receipt.campaign.title })}</p>
            <p>{t('donate.success.reference', { reference: receipt.reference })}</p>
            <p>{t('donate.success.receipt')}</p>
            {demo}
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
    case 'pending':
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
          <p>{story}</p>
        </Panel>
      );
    case 'refunded':
    case 'expired':
      return (
        <Panel title={t(`donate.${receipt.status}.title`)}>
          <p className="lead" role="status">
            {t(`donate.${receipt.status}.text`)}
          </p>
          <p>{story}</p>
        </Panel>
      );
    default:
      return (
        <Panel title={receipt.status === 'cancelled' ? t('donate.cancelled.title') : t('donate.failed.title')}>
          <div role="status" className="stack">
            <p className="lead">{receipt.status === 'cancelled' ? t('donate.cancelled.text') : t('donate.failed.text')}</p>
            {receipt.status === 'failed' && receipt.failure_reason && (
              <p>{t('donate.failed.reason', { reason: receipt.failure_reason })}</p>
            )}
            {demo}
          </div>
          <div className="actions">
            <Link className="btn btn-primary" to={tryAgain(receipt)}>
              {t('donate.tryAgain')}
            </Link>
            <Link className="btn btn-ghost" to={`/campaigns/${receipt.campaign.slug}`}>
              {t('donate.backToStory')}
            </Link>
          </div>
        </Panel>
      );
  }
}
