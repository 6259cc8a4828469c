import { useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { useWordsT } from '../words-text';
import { toast } from '../../../lib/toast';
import { ConfirmAction } from '../../../lib/ui/confirm-action';
import type { Word } from '../../../../contract/api/words';
import { reportWord, setWordHidden } from '../words-api';

/** One word: who, when, what; its state to its author and the story's owner; hide or show (the owner), report (anyone else). */
function WordItem({ word, canHide, onChanged }: { word: Word; canHide: boolean; onChanged: () => void }) {
  const { t, lang } = useI18n();
  const w = useWordsT();
  const [busy, setBusy] = useState(false);
  const name = word.author ?? w('words.someone');
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'Africa/Accra' });
  const toggle = async () => {
    setBusy(true);
    try {
      await setWordHidden(word.id, word.status === 'shown');
      onChanged();
    } catch (caught) {
      toast.error(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`word word-${word.status}`}>
      <p className="word-head">
        <strong>{name}</strong> <time dateTime={word.created_at}>{date.format(new Date(word.created_at))}</time>
      </p>
      <p className="message">{t('quote', { text: word.text })}</p>
      {word.status === 'pending' && <p className="hint">{w('words.pending')}</p>}
      {word.status === 'hidden' && <p className="hint">{w('words.hiddenNote')}</p>}
      <div className="actions">
        {canHide && (word.status === 'shown' || word.status === 'hidden') && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            aria-label={w(word.status === 'shown' ? 'words.hideLabel' : 'words.showLabel', { name })}
            onClick={() => void toggle()}
          >
            {w(word.status === 'shown' ? 'words.hide' : 'words.show')}
          </button>
        )}
        {word.status === 'shown' && !word.mine && !canHide && (
          <ConfirmAction
            label={w('words.report')}
            labelFor={w('words.reportLabel', { name })}
            question={w('words.reportQuestion')}
            confirmLabel={w('words.reportYes')}
            danger
            onConfirm={async () => {
              await reportWord(word.id);
              toast.success(w('words.reported'));
            }}
          />
        )}
      </div>
    </li>
  );
}

/** A story's words, newest first. */
export function WordList({ words, canHide, onChanged }: { words: readonly Word[]; canHide: boolean; onChanged: () => void }) {
  return (
    <ul className="words">
      {words.map((word) => (
        <WordItem key={word.id} word={word} canHide={canHide} onChanged={onChanged} />
      ))}
    </ul>
  );
}
