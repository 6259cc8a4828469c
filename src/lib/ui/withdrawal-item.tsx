import type { ReactNode } from 'react';
import type { PublicWithdrawal } from '../../../contract/api/ledger';
import type { Withdrawal } from '../../../contract/api/withdrawals';
import { useFormats } from '../i18n/i18n';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../payouts/text';
import './money.css';
import { StoryImage } from './story-image';

/** A withdrawal's state as a small label. */
export function WithdrawalStatus({ status }: { status: Withdrawal['status'] }) {
  const m = useMoneyT();
  return <span className={`money-status money-status-${status}`}>{m(`money.status.${status}` as MoneyKey)}</span>;
}

const isFull = (w: Withdrawal | PublicWithdrawal): w is Withdrawal => 'votes' in w;

/**
 * One withdrawal: amount, state, purpose, dates, and for its owner, co-signers
 * and admins the account, the co-signers' votes and the reason it stopped.
 * `actions` holds what the viewer may do with it.
 */
export function WithdrawalItem({
  withdrawal: w,
  title,
  actions,
  level = 3,
}: {
  withdrawal: Withdrawal | PublicWithdrawal;
  /** Its heading (the amount by default). */
  title?: ReactNode;
  actions?: ReactNode;
  /** Its heading's level in the page. */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const m = useMoneyT();
  const formats = useFormats();
  const dates = useMoneyDates();
  const full = isFull(w) ? w : null;
  const headingId = `withdrawal-${w.id}`;
  const paidAt = full ? (full.status === 'paid' ? full.finished_at : null) : (w as PublicWithdrawal).paid_at;
  return (
    <article className="withdrawal" aria-labelledby={headingId}>
      <div className="withdrawal-head">
        <Heading id={headingId}>{title ?? formats.money(w.amount)}</Heading>
        <WithdrawalStatus status={w.status} />
      </div>
      {title && <p>{formats.money(w.amount)}</p>}
      <p className="withdrawal-purpose">{w.purpose}</p>
      <p className="muted">
        {m('money.history.asked', { date: dates.day(w.requested_at) })}
        {paidAt ? ` · ${m('money.history.paid', { date: dates.day(paidAt) })}` : ''}
      </p>
      {full && (
        <p className="muted account-line">
          {m('money.history.to', { account: `${full.account.bank_name} ${full.account.account_number}`, name: full.account.account_name })}
        </p>
      )}
      {full?.reason && <p className="notice">{m('money.history.reason', { reason: full.reason })}</p>}
      {full && full.votes.length > 0 && (
        <>
          <p>
            {m('money.history.votes', {
              approved: formats.count(full.votes.filter((v) => v.decision === 'approve').length),
              needed: formats.count(full.cosigners_required),
            })}
          </p>
          <ul className="votes">
            {full.votes.map((vote) => (
              <li key={vote.treasurer_id}>
                {vote.decision === 'approve'
                  ? m('money.history.vote.approve', { name: vote.name ?? vote.email ?? vote.phone ?? '' })
                  : vote.decision === 'decline'
                    ? m('money.history.vote.decline', { name: vote.name ?? vote.email ?? vote.phone ?? '', reason: vote.reason ?? '' })
                    : m('money.history.vote.waiting', { name: vote.name ?? vote.email ?? vote.phone ?? '' })}
              </li>
            ))}
          </ul>
        </>
      )}
      {w.receipt && (
        <StoryImage
          image={w.receipt}
          alt={m('money.receipt.alt', { purpose: w.purpose })}
          className="withdrawal-receipt"
          sizes="160px"
          maxWidth={640}
        />
      )}
      {actions}
    </article>
  );
}
