import { useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth/auth-context';
import type { UserProfile } from '../../../lib/auth/profile';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { uploadPhoto } from '../api';
import { Field } from '../../../lib/ui/field';
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

/** Name, phone, region and a few words about oneself. */
function AboutFields({ about, onChange }: { about: About; onChange: (field: keyof About, value: string) => void }) {
  const { t, lang } = useI18n();
  return (
    <>
      <div className="field">
        <label htmlFor="profile-name">{t('auth.register.fullName')}</label>
        <input
          id="profile-name"
          autoComplete="name"
          minLength={2}
          maxLength={80}
          value={about.fullName}
          onChange={(e) => onChange('fullName', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="profile-phone">{t('auth.register.phone')}</label>
        <input
          id="profile-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={about.phone}
          onChange={(e) => onChange('phone', e.target.value)}
        />
      </div>
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
      <Field id="profile-bio" label={t('dashboard.profile.bio')} count={{ n: about.bio.length, max: 500 }}>
        <textarea
          id="profile-bio"
          maxLength={500}
          value={about.bio}
          onChange={(e) => onChange('bio', e.target.value)}
          aria-describedby="profile-bio-hint"
        />
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
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      setAvatarUrl((await uploadPhoto(file, 'avatar')).url);
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await updateProfile({
      full_name: about.fullName.trim() || null,
      phone: about.phone.trim() || null,
      region: about.region || null,
      bio: about.bio.trim() || null,
      avatar_url: avatarUrl,
    });
    setSaving(false);
    if (result.success) onDone();
    else setProblem(result.error ?? null);
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} aria-label={t('dashboard.profile.edit')}>
      <AvatarField
        avatarUrl={avatarUrl}
        uploading={uploading}
        onPick={(file) => void pickAvatar(file)}
        onRemove={() => setAvatarUrl(null)}
      />
      <AboutFields about={about} onChange={(field, value) => setAbout((current) => ({ ...current, [field]: value }))} />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? t('dashboard.profile.saving') : t('dashboard.profile.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
