import { Link } from 'react-router-dom';
import { answerInvitation, fetchCosigning, voteOn, type CosignItem, type Invitation } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT } from '../../../lib/payouts/text';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { WithdrawalItem } from '../../../lib/ui/withdrawal-item';
import { useAction } from '../../../lib/use-action';
import { useResource } from '../../../lib/use-resource';
import { CashToConfirm } from './cash-to-confirm';

function InvitationItem({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const m = useMoneyT();
  const dates = useMoneyDates();
  const [busy, run] = useAction();
  const answer = (accept: boolean) =>
    run(async () => {
      await answerInvitation(invitation.id, accept);
      toast.success(m(accept ? 'money.cosigning.accepted' : 'money.cosigning.declinedInvitation'));
      onDone();
    });
  return (
    <li className="withdrawal">
      <p>
        {m('money.cosigning.invitation', {
          owner: invitation.owner_name ?? m('money.cosigning.anOwner'),
          title: invitation.campaign_title,
        })}
      </p>
      <p className="muted">{m('money.cosigning.expires', { date: dates.day(invitation.expires_at) })}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer(true)}>
          {m('money.cosigning.accept')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void answer(false)}>
          {m('money.cosigning.decline')}
        </button>
      </div>
    </li>
  );
}

/** What a co-signer may do with a withdrawal: approve, or decline with a reason the owner reads; or what they did. */
function VoteActions({ item, onDone }: { item: CosignItem; onDone: () => void }) {
  const m = useMoneyT();
  const [busy, run] = useAction();
  if (item.my_decision)
    return <p className="muted">{m(item.my_decision === 'approve' ? 'money.cosigning.youApproved' : 'money.cosigning.youDeclined')}</p>;
  if (item.status !== 'requested') return null;
  const approve = () =>
    run(async () => {
      await voteOn(item.id, true);
      toast.success(m('money.cosigning.approved'));
      onDone();
    });
  return (
    <div className="actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void approve()}>
        {m('money.cosigning.approve')}
      </button>
      <ReasonAction
        label={m('money.cosigning.decline')}
        confirmLabel={m('money.cosigning.declineConfirm')}
        reasonLabel={m('money.cosigning.declineReason')}
        hint={m('money.cosigning.declineHint')}
        danger
        onConfirm={async (reason) => {
          await voteOn(item.id, false, reason);
          toast.success(m('money.cosigning.declined'));
          onDone();
        }}
      />
    </div>
  );
}

/**
 * For a co-signer: invitations to accept, withdrawals waiting for my vote (and
 * those I voted on), and the stories I co-sign. Shown only to people who have
 * any of these.
 */
export function CosigningCard({ userId }: { userId: string }) {
  const m = useMoneyT();
  const { data, error, reload } = useResource(`dashboard:cosigning:${userId}`, fetchCosigning);
  if (error && !data) return <LoadError error={error} onRetry={reload} />;
  if (!data || (data.invitations.length === 0 && data.withdrawals.length === 0 && data.stories.length === 0)) return null;
  const waiting = data.withdrawals.filter((w) => w.status === 'requested' && !w.my_decision).length;

  return (
    <section className="card stack" aria-labelledby="cosigning-title" id="cosigning">
      <h2 id="cosigning-title">{m('money.cosigning.title')}</h2>
      {waiting > 0 && (
        <p className="notice" role="status">
          {m('money.cosigning.waiting', { count: waiting })}
        </p>
      )}
      {data.invitations.length > 0 && (
        <ul className="withdrawals" aria-label={m('money.cosigning.invitations')}>
          {data.invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} onDone={reload} />
          ))}
        </ul>
      )}
      {data.stories.length > 0 && (
        <p>
          {m('money.cosigning.stories')}{' '}
          {data.stories.map((story, index) => (
            <span key={story.treasurer_id}>
              {index > 0 && ', '}
              <Link to={`/campaigns/${story.slug}#money`}>{story.title}</Link>
            </span>
          ))}
        </p>
      )}
      {data.stories.length > 0 && <CashToConfirm userId={userId} />}
      {data.withdrawals.length > 0 && (
        <ul className="withdrawals">
          {data.withdrawals.map((item) => (
            <li key={item.id}>
              <WithdrawalItem withdrawal={item} title={item.campaign_title} actions={<VoteActions item={item} onDone={reload} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
