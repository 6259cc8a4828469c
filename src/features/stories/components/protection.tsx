import { useT } from '../../../lib/i18n/i18n';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';
import { LinkedText } from '../../../lib/ui/linked-text';
import { ReportButton } from './report-dialog';

/** +233241234567 as people read it: +233 24 123 4567 (other numbers as given). */
export function readablePhone(number: string): string {
  const ghana = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(number);
  return ghana ? `+233 ${ghana[1]} ${ghana[2]} ${ghana[3]}` : number;
}

/** How your gift is protected: review, what verification means, where the money goes, how to report, how to reach the team. */
export function Protection({ story }: { story: Story }) {
  const t = useT();
  // A story saved on the phone before these facts existed says what holds for every story.
  const whatsapp = story.protection?.support_whatsapp ?? null;
  return (
    <section className="card protection" aria-labelledby="protection-title">
      <h2 id="protection-title">{t('protect.title')}</h2>
      <ul className="protection-list">
        <li>{t('protect.reviewed')}</li>
        <li>{t('protect.verified')}</li>
        <li>
          {t('protect.payout')}
          {story.protection?.money_out_ledger && ` ${t('protect.payoutLedger')}`}
        </li>
        <li>{t('protect.report')}</li>
      </ul>
      <div className="actions">
        <ReportButton campaignId={story.id} storyTitle={story.title} />
      </div>
      <p>
        <LinkedText text={t('protect.contact')} />
      </p>
      {whatsapp && (
        <p className="support-contact">
          {t('protect.whatsapp')}{' '}
          <a href={`https://wa.me/${whatsapp.replace(/^\+/, '')}`} target="_blank" rel="noopener noreferrer">
            {t('protect.whatsappLink', { number: readablePhone(whatsapp) })}
          </a>{' '}
          · <a href={`tel:${whatsapp}`}>{t('protect.call', { number: readablePhone(whatsapp) })}</a>
        </p>
      )}
    </section>
  );
}
