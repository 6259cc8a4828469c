import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { readableError } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth/auth-context';
import { useI18n } from '../../../lib/i18n/i18n';
import { normaliseGhanaCard } from '../../../../contract/rules/ghana-card';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchVerification, requestVerification, uploadPhoto, type Verification } from '../api';

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
    <div className="field">
      <label htmlFor="verify-number">{t('dashboard.verify.number')}</label>
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
        aria-describedby={['verify-number-hint', problem ? 'verify-number-error' : ''].filter(Boolean).join(' ')}
      />
      <p id="verify-number-hint" className="hint">
        {t('dashboard.verify.numberHint')}
      </p>
      {problem && (
        <p id="verify-number-error" className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** A photo of the card, which only the team sees. */
function CardPhotoField({ problem, onPick }: { problem: string | undefined; onPick: (photo: File | null) => void }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor="verify-photo">{t('dashboard.verify.photo')}</label>
      <input
        id="verify-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        aria-invalid={Boolean(problem)}
        aria-describedby={['verify-photo-hint', problem ? 'verify-photo-error' : ''].filter(Boolean).join(' ')}
      />
      <p id="verify-photo-hint" className="hint">
        {t('dashboard.verify.photoHint')}
      </p>
      {problem && (
        <p id="verify-photo-error" className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Asks to be verified: the Ghana Card number and a photo of the card, which only the Nnoboa team sees. */
function RequestForm({ onSent }: { onSent: (view: Verification) => void }) {
  const { t } = useI18n();
  const [number, setNumber] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ number?: string; photo?: string; server?: string }>({});
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const card = normaliseGhanaCard(number);
    const found = {
      ...(card ? {} : { number: t('dashboard.verify.numberInvalid') }),
      ...(photo ? {} : { photo: t('dashboard.verify.photoMissing') }),
    };
    setProblems(found);
    if (!card || !photo) return;
    setSending(true);
    try {
      const document = await uploadPhoto(photo, 'id_document');
      onSent(await requestVerification(card, document.id));
      toast.success(t('dashboard.verify.sent'));
    } catch (caught) {
      const said = readableError(caught, t).text;
      setProblems((caught as ApiError).field === 'ghana_card_number' ? { number: said } : { server: said });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void send(event)} aria-label={t('dashboard.verify.title')} noValidate>
      <CardNumberField value={number} problem={problems.number} onChange={setNumber} />
      <CardPhotoField problem={problems.photo} onPick={setPhoto} />
      {problems.server && (
        <p className="error-text" role="alert">
          {problems.server}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('dashboard.verify.sending') : t('dashboard.verify.send')}
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
