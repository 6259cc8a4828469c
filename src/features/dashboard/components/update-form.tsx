import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { campaignLimits } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { sendNowOrLater } from '../../../lib/offline/outbox-service';
import type { UpdatePayload } from '../../../lib/offline/outbox-transport';
import type { MyStory } from '../api';
import { Field } from '../../../lib/ui/field';

/** Posts an update on a live, paused or closed story; a closed one may say what the money achieved. */
export function UpdateForm({ story, onDone }: { story: MyStory; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [impact, setImpact] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = (field: string) => `update-${story.id}-${field}`;
  const { titleMin, titleMax, bodyMin, bodyMax } = campaignLimits.update;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim().length < titleMin || body.trim().length < bodyMin) {
      setProblem(t('dashboard.update.tooShort', { title: titleMin, body: bodyMin }));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      // Through the outbox: posted now when online, kept and posted later when not.
      const handed = await sendNowOrLater({
        kind: 'update',
        label: title.trim(),
        payload: {
          campaignId: story.id,
          body: { title: title.trim(), body: body.trim(), ...(impact ? { is_impact: true } : {}) },
        } satisfies UpdatePayload,
      });
      if (handed.state === 'attention') {
        setProblem(handed.error);
        return;
      }
      toast.success(handed.state === 'sent' ? t('dashboard.update.posted') : t('dashboard.update.queued'));
      onDone();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void send(event)} aria-label={t('dashboard.update.title', { title: story.title })}>
      <Field id={id('title')} label={t('dashboard.update.heading')}>
        <input id={id('title')} value={title} maxLength={titleMax} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={id('body')} label={t('dashboard.update.body')} hint={t('dashboard.update.bodyHint')}>
        <textarea
          id={id('body')}
          value={body}
          maxLength={bodyMax}
          rows={5}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id('body')}-hint`}
        />
      </Field>
      {story.status === 'completed' && (
        <label className="check">
          <input type="checkbox" checked={impact} onChange={(e) => setImpact(e.target.checked)} />
          {t('dashboard.update.impact')}
        </label>
      )}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('dashboard.update.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
