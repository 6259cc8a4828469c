import { useId, useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { fraudReportReasons, type FraudReportReason } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { openReport } from '../api';
import { storyRef } from '../story-ref';

/** Lets an admin open a report on any story (e.g. after a phone call), which then waits like any other. */
export function OpenReport({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [story, setStory] = useState('');
  const [reason, setReason] = useState<FraudReportReason>('scam');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await openReport(storyRef(story), reason, details.trim());
      toast.success(t('admin.reports.opened'));
      setStory('');
      setDetails('');
      onDone();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    }
  };

  return (
    <details className="card">
      <summary>{t('admin.reports.open')}</summary>
      <form className="form" onSubmit={(event) => void send(event)}>
        <div className="field">
          <label htmlFor={`${id}-story`}>{t('admin.reports.story')}</label>
          <input
            id={`${id}-story`}
            required
            maxLength={300}
            value={story}
            onChange={(e) => setStory(e.target.value)}
            aria-describedby={`${id}-story-hint`}
          />
          <p id={`${id}-story-hint`} className="hint">
            {t('admin.reports.storyHint')}
          </p>
        </div>
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
          <textarea id={`${id}-details`} maxLength={2000} value={details} onChange={(e) => setDetails(e.target.value)} />
        </div>
        {problem && (
          <p className="error-text" role="alert">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary">
            {t('admin.reports.openSubmit')}
          </button>
        </div>
      </form>
    </details>
  );
}
