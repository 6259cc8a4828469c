import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { resourceNames } from '../../../../contract/names/resources';
import type { ServedDonation } from '../../../../contract/rules/donation-form';
import { useInitialData } from '../../../lib/initial-data';
import '../donate.css';
import { useDonationCheck } from '../use-donation-check';
import { BrowseInstead, NotPaid, Panel, StillChecking, StoryLink, Thanks, Waiting } from './outcome-parts';

/**
 * What became of a donation, as the server verified it with the provider:
 * thanks and a share prompt, a waiting state that keeps checking, or a clear
 * "nothing was charged" with a way to try again. `cancelled` is set by the
 * cancel page (the donor came back through the provider's cancel button).
 */
export function DonationOutcome({ cancelled }: { cancelled: boolean }) {
  const { t } = useI18n();
  const online = useOnline();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const { receipt, error, gaveUp, checkAgain } = useDonationCheck(reference, cancelled);
  const served = useInitialData()?.resources[resourceNames.donation(reference ?? '')] as ServedDonation | undefined;
  const origin = served && 'origin' in served ? served.origin : typeof window === 'undefined' ? '' : window.location.origin;

  if (!reference)
    return (
      <BrowseInstead
        title={cancelled ? t('donate.noReference.cancelTitle') : t('donate.noReference.successTitle')}
        text={cancelled ? t('donate.noReference.cancelText') : t('donate.noReference.successText')}
      />
    );
  if (!receipt && (error?.status === 404 || error?.status === 400))
    return <BrowseInstead title={t('donate.notFound.title')} text={t('donate.notFound.text')} />;
  if (!receipt && error?.status === 403) return <BrowseInstead title={t('donate.notYours.title')} text={t('donate.notYours.text')} />;
  if (!receipt) return <StillChecking error={error} online={online} checkAgain={checkAgain} />;

  switch (receipt.status) {
    case 'succeeded':
      return <Thanks receipt={receipt} cancelled={cancelled} origin={origin} />;
    case 'pending':
      return <Waiting receipt={receipt} gaveUp={gaveUp} online={online} checkAgain={checkAgain} />;
    case 'refunded':
    case 'expired':
      return (
        <Panel title={t(`donate.${receipt.status}.title`)}>
          <p className="lead" role="status">
            {t(`donate.${receipt.status}.text`)}
          </p>
          <p>
            <StoryLink receipt={receipt} />
          </p>
        </Panel>
      );
    default:
      return <NotPaid receipt={receipt} />;
  }
}
