import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { addPhoto, removePhoto } from '../../../lib/offline/drafts';
import { sendNowOrLater, useUploadProgress } from '../../../lib/offline/outbox-service';
import { photoKind } from '../../../lib/offline/outbox-photo';
import type { DashboardMoney, StoryMoney, Withdrawal } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { MoneyFigures } from '../../../lib/ui/money-figures';
import { WithdrawalItem } from '../../../lib/ui/withdrawal-item';
import type { Resource } from '../../../lib/use-resource';
import { newRequestId } from '../../../lib/request-id';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { UploadProgressLine } from '../../../lib/ui/upload-progress';
import { cashStoryStatuses } from '../../../../contract/rules/cash';
import { Cosigners } from './cosigners';
import { StoryCash } from './story-cash';
import { WithdrawForm } from './withdraw-form';
import { receiptKind } from '../outbox-receipt';

/**
 * A photo of the receipt for a paid withdrawal, shown on the story's page. It
 * goes like a story's photos: kept on the phone, sent by resumable upload
 * through the outbox (now, or once back online), then attached.
 */
function ReceiptUpload({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const m = useMoneyT();
  const id = useId();
  const [photoItemId, setPhotoItemId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useUploadProgress(photoItemId);
  const busy = photoItemId !== null;

  const send = async (file: File | undefined) => {
    if (!file) return;
    const itemId = newRequestId();
    setPhotoItemId(itemId);
    setProblem(null);
    try {
      const photoId = await addPhoto(`receipt:${withdrawal.id}`, await shrinkPhoto(file), file.name);
      const handed = await sendNowOrLater([
        photoKind.item({ id: itemId, label: withdrawal.purpose, payload: { photoId, name: 'receipt.jpg', type: 'image' } }),
        receiptKind.item({
          label: withdrawal.purpose,
          payload: { withdrawalId: withdrawal.id, photoItemId: itemId, photoId },
          dependsOn: [itemId],
        }),
      ]);
      if (handed.state === 'attention') {
        await removePhoto(photoId);
        setProblem(handed.error);
        return;
      }
      if (handed.state === 'sent') toast.success(m('money.receipt.added'));
      else toast.info(m('money.receipt.queued'));
      onDone();
    } finally {
      setPhotoItemId(null);
    }
  };

  return (
    <div className="field receipt-field">
      <label htmlFor={`${id}-receipt`}>{withdrawal.receipt ? m('money.receipt.replace') : m('money.receipt.add')}</label>
      <input
        id={`${id}-receipt`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        disabled={busy}
        onChange={(e) => void send(e.target.files?.[0])}
        aria-describedby={`${id}-receipt-hint`}
      />
      <p id={`${id}-receipt-hint`} className="hint">
        {busy ? m('money.receipt.sending') : m('money.receipt.hint')}
      </p>
      {progress && <UploadProgressLine progress={progress} label={m('money.receipt.progress')} />}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Why money cannot be withdrawn from this story now, and where to fix it; a verification already sent is said to be under review, not asked for again. */
function BlockNote({ story, holdUntil }: { story: StoryMoney; holdUntil: string | null }) {
  const m = useMoneyT();
  const dates = useMoneyDates();
  const reviewing = useAuth().userProfile?.verification_status === 'pending';
  if (!story.blocked) return null;
  if (story.blocked === 'not_verified' && reviewing) return <p className="notice">{m('money.block.not_verified_pending')}</p>;
  const text = m(`money.block.${story.blocked}` as MoneyKey, { date: dates.time(holdUntil) });
  const fix = story.blocked === 'not_verified' ? '#verification' : story.blocked === 'no_account' ? '#payout-account' : null;
  return (
    <p className="notice">
      {text} {fix && <a href={fix}>{m(story.blocked === 'not_verified' ? 'money.block.verifyLink' : 'money.block.accountLink')}</a>}
    </p>
  );
}

/** One story's money: its figures, "Withdraw", the history with states, reasons, votes and receipts, and its co-signers. */
function StoryMoneyCard({ story, holdUntil, onChanged }: { story: StoryMoney; holdUntil: string | null; onChanged: () => void }) {
  const m = useMoneyT();
  const dates = useMoneyDates();
  const [withdrawing, setWithdrawing] = useState(false);
  const titleId = `money-${story.campaign_id}`;

  return (
    <li>
      <article className="my-story stack" aria-labelledby={titleId}>
        <h3 id={titleId}>
          <Link to={`/campaigns/${story.slug}#money`}>{story.title}</Link>
        </h3>
        <MoneyFigures totals={story.totals} all />
        {story.totals.held > 0 && story.totals.next_release_at && (
          <p className="muted">{m('money.held.note', { date: dates.time(story.totals.next_release_at) })}</p>
        )}
        <BlockNote story={story} holdUntil={holdUntil} />
        {!story.blocked && !withdrawing && (
          <div>
            <button type="button" className="btn btn-primary" onClick={() => setWithdrawing(true)}>
              {m('money.withdraw.open')}
            </button>
          </div>
        )}
        {withdrawing && (
          <WithdrawForm
            story={story}
            onCancel={() => setWithdrawing(false)}
            onDone={(made) => {
              setWithdrawing(false);
              toast.success(m(made.status === 'requested' ? 'money.withdraw.sentCosigners' : 'money.withdraw.sent'));
              onChanged();
            }}
          />
        )}
        <section className="stack" aria-labelledby={`${titleId}-history`}>
          <h4 id={`${titleId}-history`}>{m('money.history.title')}</h4>
          {story.withdrawals.length === 0 ? (
            <p className="muted">{m('money.history.none')}</p>
          ) : (
            <ul className="withdrawals">
              {story.withdrawals.map((w) => (
                <li key={w.id}>
                  <WithdrawalItem
                    withdrawal={w}
                    level={4}
                    actions={w.status === 'paid' ? <ReceiptUpload withdrawal={w} onDone={onChanged} /> : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <StoryCash
          campaignId={story.campaign_id}
          canRecord={(cashStoryStatuses as readonly string[]).includes(story.status)}
          onChanged={onChanged}
        />
        <Cosigners story={story} onChanged={onChanged} />
      </article>
    </li>
  );
}

/** The money of each of my stories that can hold some. */
export function MoneyCard({ money }: { money: Resource<DashboardMoney> }) {
  const m = useMoneyT();
  const { data, error, loading, reload } = money;

  return (
    <section className="card stack" aria-labelledby="money-title" id="money">
      <h2 id="money-title">{m('money.dashboard.title')}</h2>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && <p>{m('money.dashboard.none')}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className="muted">{m('money.dashboard.lead')}</p>
          <ul className="my-stories">
            {data.items.map((story) => (
              <StoryMoneyCard key={story.campaign_id} story={story} holdUntil={data.account_hold_until} onChanged={reload} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
