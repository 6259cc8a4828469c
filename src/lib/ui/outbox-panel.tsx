import { Link } from 'react-router-dom';
import { readStoredUser } from '../auth/stored-user';
import { useI18n, type MessageKey } from '../i18n/i18n';
import type { OutboxItem } from '../offline/outbox';
import { outbox, useOutboxItems, useUploadProgress } from '../offline/outbox-service';
import type { CampaignPayload } from '../offline/outbox-transport';
import { UploadProgressLine } from './upload-progress';

function stateKey(item: OutboxItem): MessageKey {
  // Queued by someone else on this phone: only they can send it.
  if (item.needsSignIn && item.userId && item.userId !== readStoredUser()?.id) return 'outbox.signInAs';
  if (item.needsSignIn) return 'outbox.state.signIn';
  return `outbox.state.${item.state}` as MessageKey;
}

/** The photo an item is sending now, in bytes and percent. */
function PhotoProgress({ item, items }: { item: OutboxItem; items: OutboxItem[] }) {
  const { t } = useI18n();
  const photo = [item, ...items.filter((i) => item.dependsOn.includes(i.id))].find((i) => i.kind === 'upload' && i.state === 'sending');
  const progress = useUploadProgress(photo?.id ?? null);
  return photo && progress ? <UploadProgressLine progress={progress} label={t('outbox.kind.upload')} /> : null;
}

/** What waits to be sent from this phone, what was sent and when, and what needs attention. */
export function OutboxPanel() {
  const { t, lang } = useI18n();
  const items = useOutboxItems();
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  // Photos travel with their story; list the story, not each photo.
  const shown = items.filter((item) => item.kind !== 'upload' || item.state === 'attention');

  return (
    <section id="outbox" className="card stack" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('outbox.title')}</h2>
      <p className="muted">{t('outbox.lead')}</p>
      {shown.length === 0 ? (
        <p>{t('outbox.empty')}</p>
      ) : (
        <ul className="outbox-list">
          {shown.map((item) => (
            <li key={item.id} className={`outbox-item ${item.state}`}>
              <div>
                <strong>
                  {t(`outbox.kind.${item.kind}` as MessageKey)}: {item.label}
                </strong>
                <br />
                <span className="outbox-state">{t(stateKey(item))}</span>
                {item.state === 'sent' && item.sentAt && (
                  <span className="muted"> · {t('outbox.sentAt', { when: when.format(item.sentAt) })}</span>
                )}
                {item.state === 'waiting' && item.attempts > 0 && item.nextAttemptAt > 0 && (
                  <span className="muted"> · {t('outbox.nextTry', { when: when.format(item.nextAttemptAt) })}</span>
                )}
                {item.state === 'attention' && item.error && <p className="error-text">{item.error}</p>}
                {item.state !== 'sent' && <PhotoProgress item={item} items={items} />}
              </div>
              <div className="actions">
                {item.state === 'attention' && item.kind === 'campaign' && (
                  <Link className="btn btn-outline" to={`/create?draft=${(item.payload as CampaignPayload).draftId}`}>
                    {t('outbox.fix')}
                  </Link>
                )}
                {item.state === 'waiting' && (
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
                {item.state !== 'sending' && item.kind !== 'campaign' && (
                  <button type="button" className="btn btn-ghost" onClick={() => void outbox().remove(item.id)}>
                    {t('outbox.remove')}
                  </button>
                )}
              </div>
            </li>
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
