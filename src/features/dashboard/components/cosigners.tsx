import { useId, useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { cancelInvitation, inviteCosigner, type StoryMoney } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { toast } from '../../../lib/toast';
import { describedBy, Field } from '../../../lib/ui/field';
import { useAction } from '../../../lib/use-action';
import { payoutLimits } from '../../../../contract/rules/payout';

const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces and a leading +: a phone number, which the server reads (any usual way of writing a Ghana mobile). */
const phoneLike = /^\+?[\d\s-]{9,20}$/;

/** An address or a number, as typed: which of the two it is, or null. */
function inviteeOf(typed: string): { email: string } | { phone: string } | null {
  if (emailLike.test(typed)) return { email: typed };
  if (phoneLike.test(typed)) return { phone: typed };
  return null;
}

type Cosigner = StoryMoney['treasurers'][number];

/** Who was asked and who accepted, with when; an invitation not yet answered may be taken back. */
function CosignerList({ cosigners, cancelling, onCancel }: { cosigners: Cosigner[]; cancelling: boolean; onCancel: (id: string) => void }) {
  const m = useMoneyT();
  const dates = useMoneyDates();
  return (
    <ul className="cosigners">
      {cosigners.map((c) => (
        <li key={c.id}>
          <span className="cosigner-name">{c.name ? `${c.name} (${c.email ?? c.phone})` : (c.email ?? c.phone)}</span>
          <span className="muted">
            {m(`money.cosigners.status.${c.status}` as MoneyKey, {
              date: dates.day(c.status === 'accepted' ? c.answered_at : c.expires_at),
            })}
          </span>
          {c.status === 'invited' && (
            <button type="button" className="btn btn-ghost" disabled={cancelling} onClick={() => onCancel(c.id)}>
              {m('money.cosigners.cancel')}
              <span className="visually-hidden"> {c.email ?? c.phone}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The story's co-signers (up to three): who was asked, who accepted, and an invitation by e-mail or by text. */
export function Cosigners({ story, onChanged }: { story: StoryMoney; onChanged: () => void }) {
  const m = useMoneyT();
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = story.treasurers.filter((c) => c.status === 'invited' || c.status === 'accepted');
  const room = payoutLimits.maxCosigners - current.length;
  const titleId = `${id}-title`;

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const invitee = inviteeOf(address);
    if (!invitee) {
      setProblem(m('money.cosigners.emailInvalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await inviteCosigner(story.campaign_id, invitee);
      setEmail('');
      toast.success(m('money.cosigners.invited', { email: address }));
      onChanged();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  const [cancelling, run] = useAction();
  const cancel = (treasurerId: string) =>
    run(async () => {
      await cancelInvitation(story.campaign_id, treasurerId);
      onChanged();
    });

  return (
    <section className="stack" aria-labelledby={titleId}>
      <h4 id={titleId}>{m('money.cosigners.title')}</h4>
      <p className="muted">{m('money.cosigners.lead', { max: payoutLimits.maxCosigners })}</p>
      {current.length > 0 && (
        <CosignerList cosigners={current} cancelling={cancelling} onCancel={(treasurerId) => void cancel(treasurerId)} />
      )}
      {room > 0 && (
        <form className="form invite-form" onSubmit={(event) => void invite(event)} aria-label={m('money.cosigners.invite')} noValidate>
          <Field id={`${id}-email`} label={m('money.cosigners.email')} hint={m('money.cosigners.emailHint')} problem={problem}>
            <input
              id={`${id}-email`}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(problem)}
              aria-describedby={describedBy(`${id}-email`, true, problem)}
            />
          </Field>
          <div>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {m('money.cosigners.invite')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
