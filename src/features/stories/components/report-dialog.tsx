import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { sendNowOrLater } from '../../../lib/offline/outbox-service';
import { fraudReportReasons, reportLimits, type FraudReportReason } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { reportKind } from '../outbox-report';

type ReportField = 'reason' | 'details';
/** The control each problem links to: the first reason, and the details. */
const fieldIds: Record<ReportField, string> = { reason: `report-reason-${fraudReportReasons[0]}`, details: 'report-details' };

/** The fixed list of reasons, one to choose, with what is wrong beside them. */
function ReportReasons({
  reason,
  problem,
  onReason,
}: {
  reason: FraudReportReason | null;
  problem: string | undefined;
  onReason: (reason: FraudReportReason) => void;
}) {
  const t = useT();
  return (
    <fieldset className="reasons" aria-describedby={problem ? 'report-reason-error' : undefined}>
      <legend className="label">{t('report.reason')}</legend>
      {fraudReportReasons.map((value) => (
        <label key={value}>
          <input
            id={`report-reason-${value}`}
            type="radio"
            name="reason"
            value={value}
            checked={reason === value}
            onChange={() => onReason(value)}
          />
          {t(`report.reason.${value}`)}
        </label>
      ))}
      {problem && (
        <p id="report-reason-error" className="error-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** What the reporter saw, in their words (optional). */
function ReportDetails({
  details,
  problem,
  onDetails,
}: {
  details: string;
  problem: string | undefined;
  onDetails: (details: string) => void;
}) {
  const t = useT();
  const max = reportLimits.details.max;
  return (
    <Field
      id="report-details"
      label={t('report.details')}
      hint={t('report.detailsHint')}
      count={{ n: details.length, max }}
      problem={problem}
    >
      <textarea
        id="report-details"
        maxLength={max}
        value={details}
        onChange={(e) => onDetails(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy('report-details', true, problem)}
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
  const state = useFormState<ReportField>(() => (reason ? {} : { reason: t('report.reasonMissing') }));

  const send = async () => {
    if (!reason) return;
    // Through the outbox: sent now when online, kept and sent later when not.
    const handed = await sendNowOrLater(
      reportKind.item({
        // The outbox lists it as "Report: <story title>".
        label: storyTitle,
        payload: { body: { campaign_id: campaignId, reason, ...(details.trim() ? { details: details.trim() } : {}) } },
      }),
    );
    if (handed.state === 'attention') throw new ApiError('client', handed.error);
    toast.success(handed.state === 'sent' ? t('report.sent') : t('report.queued'));
    dialog.current?.close();
    setReason(null);
    setDetails('');
    state.reset();
  };

  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.showModal()}>
        {t('story.report')}
      </button>
      <dialog ref={dialog} className="sheet" aria-labelledby="report-title">
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void state.send(send, t, ['reason', 'details']);
          }}
          noValidate
        >
          <h2 id="report-title">{t('report.title')}</h2>
          <p>{t('report.lead')}</p>
          <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(fieldIds)} attempt={state.attempt} />
          <ReportReasons reason={reason} problem={state.problem('reason')} onReason={setReason} />
          <ReportDetails details={details} problem={state.problem('details')} onDetails={setDetails} />
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={state.busy}>
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
