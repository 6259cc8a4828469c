import { useId, useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { moderationLimits, type ReportAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { processReport, type Report } from '../api';
import { ReportActionChoice, ReportNote, ReportSubmit, takesAway } from './process-report-parts';
import '../../../lib/ui/forms.css';

/** Processes an open report: dismiss, warn the owner, pause or remove the story, always with a note. */
export function ProcessReport({ report, onDone }: { report: Report; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [action, setAction] = useState<ReportAction | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return setProblem(t('admin.reports.chooseAction'));
    if (note.trim().length < moderationLimits.reason.min)
      return setProblem(t('admin.reason.required', { min: moderationLimits.reason.min }));
    if (takesAway(action) && !asking) {
      setProblem(null);
      return setAsking(true);
    }
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
      <ReportActionChoice
        id={id}
        action={action}
        onChoose={(value) => {
          setAction(value);
          setAsking(false);
        }}
      />
      <ReportNote id={id} note={note} onNote={setNote} />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <ReportSubmit id={id} action={action} asking={asking} busy={busy} title={report.campaign_title} onBack={() => setAsking(false)} />
    </form>
  );
}
