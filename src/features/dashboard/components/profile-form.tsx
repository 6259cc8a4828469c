import { useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth/auth-context';
import type { UserProfile } from '../../../lib/auth/profile';
import { useT } from '../../../lib/i18n/i18n';
import { ghanaRegions } from '../../../../contract/rules/ghana';
import { uploadPhoto } from '../api';

/** Edits the harmless fields of the users row, photo included; the server refuses anything else. */
export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const { updateProfile } = useAuth();
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [region, setRegion] = useState(profile.region ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
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
      full_name: fullName.trim() || null,
      phone: phone.trim() || null,
      region: region || null,
      bio: bio.trim() || null,
      avatar_url: avatarUrl,
    });
    setSaving(false);
    if (result.success) onDone();
    else setProblem(result.error ?? null);
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} aria-label={t('dashboard.profile.edit')}>
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
              onChange={(e) => void pickAvatar(e.target.files?.[0])}
            />
            {avatarUrl && (
              <button type="button" className="btn btn-ghost" onClick={() => setAvatarUrl(null)}>
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
      <div className="field">
        <label htmlFor="profile-name">{t('auth.register.fullName')}</label>
        <input
          id="profile-name"
          autoComplete="name"
          minLength={2}
          maxLength={80}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
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
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="profile-region">{t('auth.register.region')}</label>
        <select id="profile-region" value={region} onChange={(e) => setRegion(e.target.value)}>
          <option value="">{t('auth.register.regionNone')}</option>
          {ghanaRegions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="profile-bio">{t('dashboard.profile.bio')}</label>
        <textarea id="profile-bio" maxLength={500} value={bio} onChange={(e) => setBio(e.target.value)} />
      </div>
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
