import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useWordsT } from '../words-text';
import { sendNowOrLater } from '../../../lib/offline/outbox-service';
import { problemText } from '../../../lib/error-text';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { tidyWord, wordLength, wordLimits } from '../../../../contract/rules/words';
import { wordKind } from '../outbox-word';

function checkWord(text: string, w: ReturnType<typeof useWordsT>): { text?: string } {
  const tidy = tidyWord(text);
  if (tidy === '') return { text: w('words.empty') };
  return wordLength(tidy) > wordLimits.text.max ? { text: w('words.tooLong', { max: wordLimits.text.max }) } : {};
}

/**
 * Writing a word of support: one field, its count of characters, and the
 * summary of what to fix above it. It goes through the outbox, so a word
 * written offline is kept on the phone and sent once when the network returns.
 */
export function WordForm({ storyId, storyTitle, onSent }: { storyId: string; storyTitle: string; onSent: () => void }) {
  const t = useT();
  const w = useWordsT();
  const [text, setText] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const max = wordLimits.text.max;
  const state = useFormState<'text'>(
    () => checkWord(text, w),
    null,
    (key) => t(key as Parameters<typeof t>[0]),
  );
  const problem = state.problem('text');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy) return;
    setSaid(null);
    if (!state.validate()) return;
    state.setBusy(true);
    try {
      const handed = await sendNowOrLater(
        // The outbox lists it as "Word of support: <story title>".
        wordKind.item({ label: storyTitle, payload: { campaignId: storyId, body: { text: tidyWord(text) } } }),
      );
      if (handed.state === 'attention') {
        state.setFailure(problemText(handed.error));
        return;
      }
      setText('');
      state.reset();
      setSaid(handed.state === 'sent' ? w('words.sent') : w('words.queued'));
      onSent();
    } finally {
      state.setBusy(false);
    }
  };

  return (
    <form className="form word-form" onSubmit={(event) => void send(event)} noValidate>
      <ErrorSummary title={w('words.fix')} failure={state.failure} items={state.items({ text: 'word-text' })} attempt={state.attempt} />
      <Field id="word-text" label={w('words.label')} hint={w('words.hint')} count={{ n: wordLength(text.trim()), max }} problem={problem}>
        <textarea
          id="word-text"
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            state.changed('text');
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={describedBy('word-text', true, problem)}
        />
      </Field>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? w('words.sending') : w('words.send')}
        </button>
      </div>
      <p className="hint" role="status">
        {said ?? ''}
      </p>
    </form>
  );
}
