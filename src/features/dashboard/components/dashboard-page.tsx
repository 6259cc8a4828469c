import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { OutboxPanel } from '../../../lib/ui/outbox-panel';
import '../dashboard.css';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

export default function DashboardPage() {
  const t = useT();
  usePageTitle(t('dashboard.title'));
  const { user, userProfile } = useAuth();
  const [editing, setEditing] = useState(false);
  const name = userProfile?.full_name ?? user?.email ?? '';
  const notSet = <span className="muted">{t('dashboard.profile.notSet')}</span>;

  return (
    <div className="page container stack">
      <h1>{t('dashboard.title')}</h1>
      <p className="lead">{t('dashboard.greeting', { name })}</p>
      <div className="dashboard-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">{t('dashboard.profile.title')}</h2>
          {!userProfile ? (
            <Spinner size="small" />
          ) : editing ? (
            <ProfileForm profile={userProfile} onDone={() => setEditing(false)} />
          ) : (
            <>
              <dl className="profile-list">
                <dt>{t('auth.register.fullName')}</dt>
                <dd>{userProfile.full_name ?? notSet}</dd>
                <dt>{t('dashboard.profile.email')}</dt>
                <dd>{userProfile.email}</dd>
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
              <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>{t('dashboard.profile.edit')}</button>
            </>
          )}
        </section>
        <div className="stack">
          <OutboxPanel />
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}
