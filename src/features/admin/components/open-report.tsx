import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { fraudReportReasons, reportLimits, type FraudReportReason } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { openReport } from '../api';
import { storyRef } from '../story-ref';

/** Lets an admin open a report on any story (e.g. after a phone call), which then waits like any other. */
export function OpenReport({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [story, setStory] = useState('');
  const [reason, setReason] = useState<FraudReportReason>('scam');
  const [details, setDetails] = useState('');
  const state = useFormState<'story'>(() => (storyRef(story) ? {} : { story: t('admin.reports.storyMissing') }));
  const problem = state.problem('story');

  const send = async () => {
    await openReport(storyRef(story), reason, details.trim());
    toast.success(t('admin.reports.opened'));
    setStory('');
    setDetails('');
    state.reset();
    onDone();
  };

  return (
    <details className="card">
      <summary>{t('admin.reports.open')}</summary>
      <form className="form" onSubmit={state.submitWith(send, t)} noValidate>
        <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ story: `${id}-story` })} attempt={state.attempt} />
        <Field id={`${id}-story`} label={t('admin.reports.story')} hint={t('admin.reports.storyHint')} problem={problem}>
          <input
            id={`${id}-story`}
            maxLength={300}
            value={story}
            onChange={(e) => setStory(e.target.value)}
            aria-invalid={Boolean(problem)}
            aria-describedby={describedBy(`${id}-story`, true, problem)}
          />
        </Field>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('report.reason')}</label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as FraudReportReason)}>
            {fraudReportReasons.map((r) => (
              <option key={r} value={r}>
                {t(`report.reason.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-details`}>{t('report.details')}</label>
          <textarea
            id={`${id}-details`}
            maxLength={reportLimits.details.max}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={state.busy}>
            {t('admin.reports.openSubmit')}
          </button>
        </div>
      </form>
    </details>
  );
}
