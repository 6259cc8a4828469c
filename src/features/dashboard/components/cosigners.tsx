import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { cancelInvitation, inviteCosigner, type StoryMoney } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { useAction } from '../../../lib/use-action';
import { payoutLimits } from '../../../../contract/rules/payout';
import { isEmailAddress } from '../../../../contract/rules/profile';

/** Digits, spaces and a leading +: a phone number, which the server reads (any usual way of writing a Ghana mobile). */
const phoneLike = /^\+?[\d\s-]{9,20}$/;

/** An address or a number, as typed: which of the two it is, or null. */
function inviteeOf(typed: string): { email: string } | { phone: string } | null {
  if (isEmailAddress(typed)) return { email: typed };
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
  const state = useFormState<'invitee'>(() => (inviteeOf(email.trim()) ? {} : { invitee: m('money.cosigners.emailInvalid') }));
  const current = story.treasurers.filter((c) => c.status === 'invited' || c.status === 'accepted');
  const room = payoutLimits.maxCosigners - current.length;
  const titleId = `${id}-title`;
  const fieldId = `${id}-email`;
  const problem = state.problem('invitee');

  const invite = async () => {
    const address = email.trim();
    await inviteCosigner(story.campaign_id, inviteeOf(address) ?? { email: address });
    setEmail('');
    state.reset();
    toast.success(m('money.cosigners.invited', { email: address }));
    onChanged();
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
        <form className="form invite-form" onSubmit={state.submitWith(invite, t)} aria-label={m('money.cosigners.invite')} noValidate>
          <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ invitee: fieldId })} attempt={state.attempt} />
          <Field id={fieldId} label={m('money.cosigners.email')} hint={m('money.cosigners.emailHint')} problem={problem}>
            <input
              id={fieldId}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(problem)}
              aria-describedby={describedBy(fieldId, true, problem)}
            />
          </Field>
          <div>
            <button type="submit" className="btn btn-outline" disabled={state.busy}>
              {m('money.cosigners.invite')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
