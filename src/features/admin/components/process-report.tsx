import { useId, useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { moderationLimits, reportActions, type ReportAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { processReport, type Report } from '../api';

/** Processes an open report: dismiss, warn the owner, pause or remove the story, always with a note. */
export function ProcessReport({ report, onDone }: { report: Report; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [action, setAction] = useState<ReportAction | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return setProblem(t('admin.reports.chooseAction'));
    if (note.trim().length < moderationLimits.reason.min)
      return setProblem(t('admin.reason.required', { min: moderationLimits.reason.min }));
    setBusy(true);
    setProblem(null);
    try {
      await processReport(report.id, action, note.trim());
      toast.success(t(`admin.reports.done.${action}`));
      onDone();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form reason-form"
      onSubmit={(event) => void send(event)}
      aria-label={t('admin.reports.process', { title: report.campaign_title })}
    >
      <fieldset className="reasons">
        <legend className="label">{t('admin.reports.action')}</legend>
        {reportActions.map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-action`} value={value} checked={action === value} onChange={() => setAction(value)} />
            {t(`admin.reports.action.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('admin.reports.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={moderationLimits.reason.max}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="hint">
          {t('admin.reports.noteHint')}
        </p>
      </div>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin.reports.submit')}
        </button>
      </div>
    </form>
  );
}
