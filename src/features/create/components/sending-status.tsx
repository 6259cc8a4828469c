import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import type { OutboxItem } from '../../../lib/offline/outbox';
import { useUploadProgress, type UploadProgress } from '../../../lib/offline/outbox-service';
import { useOnline } from '../../../lib/online';
import { UploadProgressLine } from '../../../lib/ui/upload-progress';

/** The story arrived: it waits for review. */
function SentStory({ item, heading }: { item: OutboxItem; heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useI18n();
  const slug = (item.result as { slug?: string } | null)?.slug;
  return (
    <section className="page container narrow stack" aria-labelledby="sent-title">
      <h1 id="sent-title" ref={heading} tabIndex={-1}>
        {t('create.sent.title')}
      </h1>
      <p className="lead">{t('create.sent.text')}</p>
      <div className="actions">
        {slug && (
          <Link className="btn btn-primary" to={`/campaigns/${slug}`}>
            {t('create.sent.view')}
          </Link>
        )}
        <Link className="btn btn-outline" to="/dashboard">
          {t('nav.dashboard')}
        </Link>
      </div>
    </section>
  );
}

/** Sending now: how far the photos got. */
function Sending({ photos, progress }: { photos: OutboxItem[]; progress: UploadProgress | null }) {
  const { t } = useI18n();
  const sentPhotos = photos.filter((p) => p.state === 'sent').length;
  const label = t('create.uploading', { n: Math.min(photos.length, sentPhotos + 1), total: photos.length });
  return (
    <div role="status" className="stack">
      <p className="lead">{t('create.queued.sending')}</p>
      {photos.length > 0 && <>{progress ? <UploadProgressLine progress={progress} label={label} /> : <p>{label}</p>}</>}
    </div>
  );
}

/** Why the story waits: refused (with a way to fix it), a sign-in needed, no network, or sending. */
function WaitingState({
  item,
  photos,
  progress,
  onEdit,
}: {
  item: OutboxItem;
  photos: OutboxItem[];
  progress: UploadProgress | null;
  onEdit: () => Promise<void>;
}) {
  const { t } = useI18n();
  const online = useOnline();
  const refused = [item, ...photos].find((i) => i.state === 'attention');
  if (refused)
    return (
      <>
        <p className="error-text" role="alert">
          {t('create.queued.attention', { reason: refused.error ?? '' })}
        </p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => void onEdit()}>
            {t('outbox.fix')}
          </button>
        </div>
      </>
    );
  if ([item, ...photos].some((i) => i.needsSignIn))
    return (
      <>
        <p className="lead">{t('create.queued.signIn')}</p>
        <div>
          <Link className="btn btn-primary" to={`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
            {t('nav.signIn')}
          </Link>
        </div>
      </>
    );
  if (!online)
    return (
      <p className="lead" role="status">
        {t('create.queued.offline')}
      </p>
    );
  return <Sending photos={photos} progress={progress} />;
}

/** A sent-for-review story on its way: waiting (offline), sending with photo progress, arrived, or refused. */
export function SendingStatus({ item, items, onEdit }: { item: OutboxItem; items: OutboxItem[]; onEdit: () => Promise<void> }) {
  const { t } = useI18n();
  const photos = item.dependsOn.map((id) => items.find((i) => i.id === id)).filter((i): i is OutboxItem => Boolean(i));
  // Followed all along, so progress seen before the network dropped shows again as soon as it is back.
  const progress = useUploadProgress(photos.find((p) => p.state === 'sending')?.id ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent from the bottom of the review step: bring "Saved to send" (then "sent") into view, and say it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [item.state]);

  if (item.state === 'sent') return <SentStory item={item} heading={heading} />;
  return (
    <section className="page container narrow stack" aria-labelledby="queued-title">
      <h1 id="queued-title" ref={heading} tabIndex={-1}>
        {t('create.queued.title')}
      </h1>
      <WaitingState item={item} photos={photos} progress={progress} onEdit={onEdit} />
      <p>
        <Link to="/dashboard#outbox">{t('outbox.view')}</Link>
      </p>
    </section>
  );
}
