import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { sendNowOrLater } from '../../../lib/offline/outbox-service';
import { fraudReportReasons, type FraudReportReason } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { Field } from '../../../lib/ui/field';
import { reportKind } from '../outbox-report';

/** The fixed list of reasons, one to choose. */
function ReportReasons({ reason, onReason }: { reason: FraudReportReason | null; onReason: (reason: FraudReportReason) => void }) {
  const t = useT();
  return (
    <fieldset className="reasons">
      <legend className="label">{t('report.reason')}</legend>
      {fraudReportReasons.map((value) => (
        <label key={value}>
          <input type="radio" name="reason" value={value} required checked={reason === value} onChange={() => onReason(value)} />
          {t(`report.reason.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** What the reporter saw, in their words (optional). */
function ReportDetails({ details, onDetails }: { details: string; onDetails: (details: string) => void }) {
  const t = useT();
  return (
    <Field id="report-details" label={t('report.details')} hint={t('report.detailsHint')} count={{ n: details.length, max: 2000 }}>
      <textarea
        id="report-details"
        maxLength={2000}
        value={details}
        onChange={(e) => onDetails(e.target.value)}
        aria-describedby="report-details-hint"
      />
    </Field>
  );
}

/** Report a story to the moderators: a reason from the fixed list and optional details. */
export function ReportButton({ campaignId, storyTitle }: { campaignId: string; storyTitle: string }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<FraudReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setSending(true);
    setProblem(null);
    try {
      // Through the outbox: sent now when online, kept and sent later when not.
      const handed = await sendNowOrLater(
        reportKind.item({
          // The outbox lists it as "Report: <story title>".
          label: storyTitle,
          payload: { body: { campaign_id: campaignId, reason, ...(details.trim() ? { details: details.trim() } : {}) } },
        }),
      );
      if (handed.state === 'attention') {
        setProblem(handed.error);
        return;
      }
      toast.success(handed.state === 'sent' ? t('report.sent') : t('report.queued'));
      dialog.current?.close();
      setReason(null);
      setDetails('');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.showModal()}>
        {t('story.report')}
      </button>
      <dialog ref={dialog} className="sheet" aria-labelledby="report-title">
        <form className="form" onSubmit={(event) => void send(event)}>
          <h2 id="report-title">{t('report.title')}</h2>
          <p>{t('report.lead')}</p>
          <ReportReasons reason={reason} onReason={setReason} />
          <ReportDetails details={details} onDetails={setDetails} />
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={!reason || sending}>
              {t('report.send')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              {t('report.cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
