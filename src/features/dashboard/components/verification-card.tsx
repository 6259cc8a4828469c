import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useI18n } from '../../../lib/i18n/i18n';
import { normaliseGhanaCard } from '../../../../contract/rules/ghana-card';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchVerification, requestVerification, uploadPhoto, type Verification } from '../api';

type CardField = 'ghana_card_number' | 'photo';
/** The control each field's problem links to (named as the server names them). */
const fieldIds: Record<CardField, string> = { ghana_card_number: 'verify-number', photo: 'verify-photo' };

/** The Ghana Card number, tidied into its printed form when the field is left. */
function CardNumberField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | undefined;
  onChange: (update: string | ((current: string) => string)) => void;
}) {
  const { t } = useI18n();
  return (
    <Field id="verify-number" label={t('dashboard.verify.number')} hint={t('dashboard.verify.numberHint')} problem={problem}>
      <input
        id="verify-number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="GHA-000000000-0"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange((current) => normaliseGhanaCard(current) ?? current)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy('verify-number', true, problem)}
      />
    </Field>
  );
}

/** A photo of the card, which only the team sees. */
function CardPhotoField({ problem, onPick }: { problem: string | undefined; onPick: (photo: File | null) => void }) {
  const { t } = useI18n();
  return (
    <Field id="verify-photo" label={t('dashboard.verify.photo')} hint={t('dashboard.verify.photoHint')} problem={problem}>
      <input
        id="verify-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy('verify-photo', true, problem)}
      />
    </Field>
  );
}

/** Asks to be verified: the Ghana Card number and a photo of the card, which only the Nnoboa team sees. */
function RequestForm({ onSent }: { onSent: (view: Verification) => void }) {
  const { t } = useI18n();
  const [number, setNumber] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const state = useFormState<CardField>(() => ({
    ...(normaliseGhanaCard(number) ? {} : { ghana_card_number: t('dashboard.verify.numberInvalid') }),
    ...(photo ? {} : { photo: t('dashboard.verify.photoMissing') }),
  }));

  const send = async () => {
    const document = await uploadPhoto(photo as File, 'id_document');
    onSent(await requestVerification(normaliseGhanaCard(number) ?? number, document.id));
    toast.success(t('dashboard.verify.sent'));
  };

  return (
    <form className="form" onSubmit={state.submitWith(send, t, ['ghana_card_number'])} aria-label={t('dashboard.verify.title')} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(fieldIds)} attempt={state.attempt} />
      <CardNumberField
        value={number}
        problem={state.problem('ghana_card_number')}
        onChange={(update) => {
          setNumber(update);
          state.changed('ghana_card_number');
        }}
      />
      <CardPhotoField problem={state.problem('photo')} onPick={setPhoto} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? t('dashboard.verify.sending') : t('dashboard.verify.send')}
        </button>
      </div>
    </form>
  );
}

export function VerificationCard() {
  const { t, lang } = useI18n();
  const { refreshProfile } = useAuth();
  const { data, error, loading, reload } = useResource('dashboard:verification', fetchVerification);
  const [sent, setSent] = useState<Verification | null>(null);
  const view = sent ?? data;
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))
      : '';

  return (
    <section className="card stack" aria-labelledby="verify-title" id="verification">
      <h2 id="verify-title">{t(view?.status === 'pending' ? 'dashboard.verify.titlePending' : 'dashboard.verify.title')}</h2>
      {loading && !view && <Spinner size="small" />}
      {error && !view && <LoadError error={error} onRetry={reload} />}
      {view?.status === 'verified' && <p className="verified-note">{t('dashboard.verify.verified')}</p>}
      {view?.status === 'pending' && (
        <p className="notice" role="status">
          {t('dashboard.verify.pending', { number: view.ghana_card_number ?? '', date: date(view.requested_at) })}
        </p>
      )}
      {view?.status === 'rejected' && <p className="notice">{t('dashboard.verify.rejected', { note: view.note ?? '' })}</p>}
      {(view?.status === 'unverified' || view?.status === 'rejected') && (
        <>
          <p>{t('dashboard.verify.lead')}</p>
          <RequestForm
            onSent={(next) => {
              setSent(next);
              void refreshProfile();
            }}
          />
        </>
      )}
    </section>
  );
}
