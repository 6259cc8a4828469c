import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { moderationLimits, reportActions, type ReportAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { processReport, type Report } from '../api';
import { ReportActionChoice, ReportNote, ReportSubmit, takesAway } from './process-report-parts';
import '../../../lib/ui/forms.css';

type ReportField = 'action' | 'note';

/** Processes an open report: dismiss, warn the owner, pause or remove the story, always with a note. */
export function ProcessReport({ report, onDone }: { report: Report; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [action, setAction] = useState<ReportAction | null>(null);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const { min } = moderationLimits.reason;
  const state = useFormState<ReportField>(() => ({
    ...(action ? {} : { action: t('admin.reports.chooseAction') }),
    ...(note.trim().length < min ? { note: t('admin.reason.required', { min }) } : {}),
  }));

  const send = async () => {
    if (!action) return;
    // What takes a story away is asked again, naming it, before it is sent.
    if (takesAway(action) && !asking) return setAsking(true);
    await processReport(report.id, action, note.trim());
    toast.success(t(`admin.reports.done.${action}`));
    onDone();
  };

  return (
    <form
      className="form reason-form"
      onSubmit={state.submitWith(send, t)}
      aria-label={t('admin.reports.process', { title: report.campaign_title })}
      noValidate
    >
      <ErrorSummary
        title={t('form.fix')}
        failure={state.failure}
        items={state.items({ action: `${id}-action-${reportActions[0]}`, note: `${id}-note` })}
        attempt={state.attempt}
      />
      <ReportActionChoice
        id={id}
        action={action}
        problem={state.problem('action')}
        onChoose={(value) => {
          setAction(value);
          setAsking(false);
        }}
      />
      <ReportNote id={id} note={note} problem={state.problem('note')} onNote={setNote} />
      <ReportSubmit
        id={id}
        action={action}
        asking={asking}
        busy={state.busy}
        title={report.campaign_title}
        onBack={() => setAsking(false)}
      />
    </form>
  );
}
