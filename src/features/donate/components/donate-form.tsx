import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { useWaitLeft } from '../../../lib/ui/error-note';
import { donationLimits } from '../../../../contract/rules/donation';
import {
  checkDonateForm,
  chosenAmount,
  emptyForm,
  formFieldOf,
  formNames,
  toDonationRequest,
  type DonateField,
  type DonateForm as Form,
  type PaymentFormState,
} from '../../../../contract/rules/donation-form';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { startDonation } from '../api';
import { useFormOnScreen } from '../use-form-on-screen';
import { AmountField, DonorFields, fieldIds, MethodField, PayButton, PhoneField, StoryReceives } from './donate-form-parts';

/**
 * The payment form: amount, method, phone for mobile money (and a receipt
 * by text to it, when the server sends texts), name or anonymous, message,
 * e-mail for a receipt, a private amount, and a plain statement of what the
 * story receives. Nothing is pre-ticked.
 *
 * It is a real HTML form: without JavaScript it posts to the server, which
 * checks it by the same rules, starts the donation once for its token and
 * sends the donor on to pay, or answers it again with every problem marked
 * (`served`). With JavaScript the app sends it through the API. Paying needs
 * the network: offline, the button says so and nothing is queued.
 */
export function DonateForm({ story, served, textReceipts }: { story: StoryPage; served: PaymentFormState | null; textReceipts: boolean }) {
  const { t, formats } = useI18n();
  const online = useOnline();
  const { userProfile } = useAuth();
  const [form, setForm] = useState<Form>(() => served?.form ?? emptyForm);
  const state = useFormState<DonateField>(
    () => {
      const found = checkDonateForm(form, formats);
      return Object.fromEntries(
        Object.entries(found).map(([field, problem]) => [field, t(problem.key as Parameters<typeof t>[0], problem.values)]),
      ) as Partial<Record<DonateField, string>>;
    },
    served,
    (key) => t(key as Parameters<typeof t>[0]),
  );
  const waiting = useWaitLeft(state.failure?.retryAt ?? null) > 0;
  const problem = state.problem;

  // A signed-in donor's name, once known (the server's page never knows who is signed in), unless one was typed.
  const profileName = userProfile?.full_name ?? '';
  const [namedFrom, setNamedFrom] = useState('');
  if (profileName && profileName !== namedFrom) {
    setNamedFrom(profileName);
    if (!form.name) setForm({ ...form, name: profileName });
  }

  const set = (field: DonateField | null, change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    if (field) state.changed(field);
  };

  const element = useRef<HTMLFormElement>(null);
  useFormOnScreen(element, form, set);
  const amount = chosenAmount(form);
  const shownAmount = amount !== null && amount >= donationLimits.min && amount <= donationLimits.maxCard ? formats.money(amount) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online || state.busy) return;
    if (!state.validate()) return;
    state.setBusy(true);
    try {
      const checkout = await startDonation(toDonationRequest(form, story.id));
      window.location.assign(checkout);
    } catch (error) {
      state.refused(readableError(error, t), formFieldOf[(error as ApiError).field ?? '']);
      state.setBusy(false);
    }
  };

  const parts = { form, set, problem };

  return (
    <form
      ref={element}
      className="form card donate-form"
      method="post"
      action={`/payment?campaign=${encodeURIComponent(story.slug)}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name={formNames.token} value={served?.token ?? ''} />
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(fieldIds)} attempt={state.attempt} />
      <AmountField {...parts} />
      <MethodField {...parts} />
      <PhoneField {...parts} textReceipts={textReceipts} />
      <DonorFields {...parts} />
      <StoryReceives story={story} shownAmount={shownAmount} />

      <PayButton busy={state.busy} waiting={waiting} shownAmount={shownAmount} />
    </form>
  );
}
