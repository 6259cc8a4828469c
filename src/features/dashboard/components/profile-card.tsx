import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { Spinner } from '../../../lib/spinner';
import { ProfileForm } from './profile-form';
import { SignInWays } from './sign-in-ways';

/** My profile as others know me, and its editor. */
export function ProfileCard() {
  const t = useT();
  const { userProfile } = useAuth();
  const [editing, setEditing] = useState(false);
  const notSet = <span className="muted">{t('dashboard.profile.notSet')}</span>;

  return (
    <section className="card" aria-labelledby="profile-title" id="profile">
      <h2 id="profile-title">{t('dashboard.profile.title')}</h2>
      {!userProfile ? (
        <Spinner size="small" />
      ) : editing ? (
        <ProfileForm profile={userProfile} onDone={() => setEditing(false)} />
      ) : (
        <>
          {userProfile.avatar_url && (
            <img className="avatar" src={userProfile.avatar_url} alt={t('dashboard.avatar.alt')} width={72} height={72} />
          )}
          <dl className="profile-list">
            <dt>{t('auth.register.fullName')}</dt>
            <dd>{userProfile.full_name ?? notSet}</dd>
            <dt>{t('dashboard.profile.email')}</dt>
            <dd>{userProfile.email ?? notSet}</dd>
            <dt>{t('auth.register.phone')}</dt>
            <dd>{userProfile.phone ?? notSet}</dd>
            <dt>{t('auth.register.region')}</dt>
            <dd>{userProfile.region ?? notSet}</dd>
            <dt>{t('dashboard.profile.bio')}</dt>
            <dd>{userProfile.bio ?? notSet}</dd>
            <dt>{t('dashboard.profile.role')}</dt>
            <dd>{t(`dashboard.profile.role.${userProfile.role}` as MessageKey)}</dd>
            <dt>{t('dashboard.profile.verification')}</dt>
            <dd>{t(`dashboard.profile.verification.${userProfile.verification_status}` as MessageKey)}</dd>
          </dl>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            {t('dashboard.profile.edit')}
          </button>
          <SignInWays />
        </>
      )}
    </section>
  );
}
