import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { attachReceipt, type DashboardMoney, type StoryMoney, type Withdrawal } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { MoneyFigures } from '../../../lib/ui/money-figures';
import { WithdrawalItem } from '../../../lib/ui/withdrawal-item';
import type { Resource } from '../../../lib/use-resource';
import { uploadPhoto } from '../api';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { Cosigners } from './cosigners';
import { WithdrawForm } from './withdraw-form';

/** A photo of the receipt for a paid withdrawal, uploaded as a story photo and shown on the story's page. */
function ReceiptUpload({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const m = useMoneyT();
  const { t } = useI18n();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const photo = await uploadPhoto(await shrinkPhoto(file), 'image');
      await attachReceipt(withdrawal.id, photo.id);
      toast.success(m('money.receipt.added'));
      onDone();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
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
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Why money cannot be withdrawn from this story now, and where to fix it. */
function BlockNote({ story, holdUntil }: { story: StoryMoney; holdUntil: string | null }) {
  const m = useMoneyT();
  const dates = useMoneyDates();
  if (!story.blocked) return null;
  const text = m(`money.block.${story.blocked}` as MoneyKey, { date: dates.time(holdUntil) });
  const fix = story.blocked === 'not_verified' ? '#verify-title' : story.blocked === 'no_account' ? '#payout-account' : null;
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
    <section className="card stack" aria-labelledby="money-title">
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
