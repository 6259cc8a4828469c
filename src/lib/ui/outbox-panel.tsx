import { Link } from 'react-router-dom';
import { readStoredUser } from '../auth/stored-user';
import { useI18n, type MessageKey } from '../i18n/i18n';
import type { OutboxItem } from '../offline/outbox';
import { loadedOutboxKind } from '../offline/outbox-kind-registry';
import { photoKind } from '../offline/outbox-photo';
import { outbox, useOutboxItems, useUploadProgress } from '../offline/outbox-service';
import { guidanceFor } from './outbox-guidance';
import { UploadProgressLine } from './upload-progress';

function stateKey(item: OutboxItem): MessageKey {
  // Queued by someone else on this phone: only they can send it.
  if (item.needsSignIn && item.userId && item.userId !== readStoredUser()?.id) return 'outbox.signInAs';
  if (item.needsSignIn) return 'outbox.state.signIn';
  return `outbox.state.${item.state}` as MessageKey;
}

/** The photo an item is sending now, in bytes and percent. */
export function PhotoProgress({ item, items }: { item: OutboxItem; items: OutboxItem[] }) {
  const { t } = useI18n();
  const photo = [item, ...items.filter((i) => item.dependsOn.includes(i.id))].find(
    (i) => i.kind === photoKind.name && i.state === 'sending',
  );
  const progress = useUploadProgress(photo?.id ?? null);
  return photo && progress ? <UploadProgressLine progress={progress} label={t('outbox.kind.upload')} /> : null;
}

/** Takes an item out of the outbox with the photos it carries, and what its kind kept on this phone only for it. */
async function removeWithPhotos(item: OutboxItem): Promise<void> {
  for (const dependency of item.dependsOn) await outbox().remove(dependency);
  await outbox().remove(item.id);
  await loadedOutboxKind(item.kind)?.removed?.(item.payload as never);
}

/** One item: what it is, where it stands, why it waits or what to do about it, and the buttons for that. */
function OutboxRow({ item, items, when }: { item: OutboxItem; items: OutboxItem[]; when: Intl.DateTimeFormat }) {
  const { t } = useI18n();
  const name = (of: OutboxItem) => t('labelled', { label: t(`outbox.kind.${of.kind}` as MessageKey), text: of.label });
  const guidance = guidanceFor(item, items);
  const note = guidance.note && t(guidance.note.key, { what: guidance.note.what ? name(guidance.note.what) : '' });
  // Photos on their way stay with the item they travel with.
  const sendingPhoto = items.some((i) => item.dependsOn.includes(i.id) && i.state === 'sending');
  return (
    <li className={`outbox-item ${item.state}`}>
      <div>
        <strong>{name(item)}</strong>
        <br />
        <span className="outbox-state">{t(stateKey(item))}</span>
        {item.state === 'sent' && item.sentAt && <span className="muted"> · {t('outbox.sentAt', { when: when.format(item.sentAt) })}</span>}
        {item.state === 'waiting' && item.attempts > 0 && item.nextAttemptAt > 0 && (
          <span className="muted"> · {t('outbox.nextTry', { when: when.format(item.nextAttemptAt) })}</span>
        )}
        {item.state === 'attention' && item.error && <p className="error-text">{item.error}</p>}
        {note && <p className="muted">{note}</p>}
        {item.state !== 'sent' && <PhotoProgress item={item} items={items} />}
      </div>
      <div className="actions">
        {guidance.fixAt && (
          <Link className="btn btn-outline" to={guidance.fixAt}>
            {t('outbox.fix')}
          </Link>
        )}
        {guidance.retry && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() =>
              void outbox()
                .retry(item.id)
                .then(() => outbox().flush())
            }
          >
            {t('outbox.retry')}
          </button>
        )}
        {item.state !== 'sending' && !sendingPhoto && guidance.removable && (
          <button type="button" className="btn btn-ghost" onClick={() => void removeWithPhotos(item)}>
            {t('outbox.remove')}
          </button>
        )}
      </div>
    </li>
  );
}

/** What waits to be sent from this phone, what was sent and when, and what needs attention. */
export function OutboxPanel() {
  const { t, lang } = useI18n();
  const items = useOutboxItems();
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  // Photos travel with their story; list the story, not each photo, unless the photo itself needs attention.
  const shown = items.filter((item) => !loadedOutboxKind(item.kind)?.carried || item.state === 'attention');

  return (
    <section id="outbox" className="card stack" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('outbox.title')}</h2>
      <p className="muted">{t('outbox.lead')}</p>
      {shown.length === 0 ? (
        <p>{t('outbox.empty')}</p>
      ) : (
        <ul className="outbox-list">
          {shown.map((item) => (
            <OutboxRow key={item.id} item={item} items={items} when={when} />
          ))}
        </ul>
      )}
      {items.some((i) => i.state === 'sent') && (
        <div>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={async () => {
              for (const item of items.filter((i) => i.state === 'sent')) await outbox().remove(item.id);
            }}
          >
            {t('outbox.clearSent')}
          </button>
        </div>
      )}
    </section>
  );
}
