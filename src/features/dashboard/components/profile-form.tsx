import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { readableError } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth/auth-context';
import type { UserProfile } from '../../../lib/auth/profile';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { uploadPhoto } from '../api';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { inWords } from '../../../lib/ui/form-marks';
import { useFormState } from '../../../lib/ui/form-state';
import { checkProfile, profileLimits, type ProfileField } from '../../../../contract/rules/profile';
import { regionChoices } from '../../../lib/ui/region-name';

/** The profile photo: the one shown, a file to replace it, and a way to remove it. */
function AvatarField({
  avatarUrl,
  uploading,
  onPick,
  onRemove,
}: {
  avatarUrl: string | null;
  uploading: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="field">
      <span className="label">{t('dashboard.avatar.label')}</span>
      <div className="avatar-row">
        {avatarUrl ? (
          <img className="avatar" src={avatarUrl} alt={t('dashboard.avatar.alt')} width={72} height={72} />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true" />
        )}
        <div className="stack avatar-actions">
          <label htmlFor="profile-avatar">{t('dashboard.avatar.choose')}</label>
          <input
            id="profile-avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
            disabled={uploading}
            onChange={(e) => onPick(e.target.files?.[0])}
          />
          {avatarUrl && (
            <button type="button" className="btn btn-ghost" onClick={onRemove}>
              {t('dashboard.avatar.remove')}
            </button>
          )}
        </div>
      </div>
      {uploading && (
        <p className="hint" role="status">
          {t('dashboard.avatar.uploading')}
        </p>
      )}
    </div>
  );
}

interface About {
  fullName: string;
  phone: string;
  region: string;
  bio: string;
}

/** The control each field's problem links to, in the order of the form. */
const fieldIds: Record<ProfileField, string> = { fullName: 'profile-name', phone: 'profile-phone', bio: 'profile-bio' };

/** Name, phone, region and a few words about oneself, each with its problem. */
function AboutFields({
  about,
  problems,
  onChange,
}: {
  about: About;
  problems: Partial<Record<ProfileField, string>>;
  onChange: (field: keyof About, value: string) => void;
}) {
  const { t, lang } = useI18n();
  const control = (field: ProfileField, hint = false) => ({
    id: fieldIds[field],
    value: about[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': Boolean(problems[field]),
    'aria-describedby': describedBy(fieldIds[field], hint, problems[field]),
  });
  return (
    <>
      <Field id="profile-name" label={t('auth.register.fullName')} problem={problems.fullName}>
        <input {...control('fullName')} autoComplete="name" maxLength={profileLimits.fullName.max} />
      </Field>
      <Field id="profile-phone" label={t('auth.register.phone')} problem={problems.phone}>
        <input {...control('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={profileLimits.phone.max} />
      </Field>
      <div className="field">
        <label htmlFor="profile-region">{t('auth.register.region')}</label>
        <select id="profile-region" value={about.region} onChange={(e) => onChange('region', e.target.value)}>
          <option value="">{t('auth.register.regionNone')}</option>
          {regionChoices(t, lang).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="profile-bio"
        label={t('dashboard.profile.bio')}
        count={{ n: about.bio.length, max: profileLimits.bio.max }}
        problem={problems.bio}
      >
        <textarea {...control('bio', true)} maxLength={profileLimits.bio.max} />
      </Field>
    </>
  );
}

/** Edits the harmless fields of the users row, photo included; the server refuses anything else. */
export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const { updateProfile } = useAuth();
  const [about, setAbout] = useState<About>(() => ({
    fullName: profile.full_name ?? '',
    phone: profile.phone ?? '',
    region: profile.region ?? '',
    bio: profile.bio ?? '',
  }));
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar_url);
  const [uploading, setUploading] = useState(false);
  const state = useFormState<ProfileField>(() => inWords(checkProfile(about, false), t));

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    state.setFailure(null);
    try {
      setAvatarUrl((await uploadPhoto(file, 'avatar')).url);
    } catch (caught) {
      state.setFailure(readableError(caught, t));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const result = await updateProfile({
      full_name: about.fullName.trim() || null,
      phone: about.phone.trim() || null,
      region: about.region || null,
      bio: about.bio.trim() || null,
      avatar_url: avatarUrl,
    });
    if (!result.success) throw new ApiError('client', result.error ?? t('auth.toast.profileFailed'));
    onDone();
  };

  return (
    <form className="form" onSubmit={state.submitWith(save, t)} aria-label={t('dashboard.profile.edit')} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(fieldIds)} attempt={state.attempt} />
      <AvatarField
        avatarUrl={avatarUrl}
        uploading={uploading}
        onPick={(file) => void pickAvatar(file)}
        onRemove={() => setAvatarUrl(null)}
      />
      <AboutFields
        about={about}
        problems={state.problems}
        onChange={(field, value) => setAbout((current) => ({ ...current, [field]: value }))}
      />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy || uploading}>
          {state.busy ? t('dashboard.profile.saving') : t('dashboard.profile.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
