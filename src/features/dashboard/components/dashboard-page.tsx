import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useResource } from '../../../lib/use-resource';
import { fetchMyStories } from '../api';
import { fetchDashboardMoney } from '../../../lib/payouts/api';
import { DraftsCard } from '../../../lib/ui/drafts-list';
import { OutboxPanel } from '../../../lib/ui/outbox-panel';
import '../dashboard.css';
import { DashboardSections } from './dashboard-sections';
import { DeleteAccount } from './delete-account';
import { DonationsReceived } from './donations-received';
import { CosigningCard } from './cosigning-card';
import { MyStories } from './my-stories';
import { NoticesCard } from './notices-card';
import { PayoutAccountCard } from './payout-account-card';
import { ProfileCard } from './profile-card';
import { MoneyCard } from './story-money';
import { VerificationCard } from './verification-card';

/**
 * The owner's dashboard. Two columns on a wide screen: what I run (stories,
 * donations) in the main one, who I am (profile, verification, account) in
 * the side one; one column on a phone, main first. Money: what each story
 * holds and its withdrawals in the main column, where it goes in the side one,
 * and, for co-signers, what waits for their vote at the top. Each panel is a card that
 * loads its own data, so a new panel is one more card in either column. Links
 * at the top reach each section (its card's id) without scrolling through the rest.
 */
export default function DashboardPage() {
  const t = useT();
  usePageTitle(t('dashboard.title'));
  const { user, userProfile } = useAuth();
  const stories = useResource(user ? `dashboard:stories:${user.id}` : null, fetchMyStories);
  const money = useResource(user ? `dashboard:money:${user.id}` : null, fetchDashboardMoney);
  const name = userProfile?.full_name ?? user?.email ?? '';

  return (
    <div className="page container stack">
      <h1>{t('dashboard.title')}</h1>
      <p className="lead">{t('dashboard.greeting', { name })}</p>
      <DashboardSections />
      <div className="dashboard-grid">
        <div className="dashboard-column">
          {user && <CosigningCard userId={user.id} />}
          <MyStories stories={stories} />
          <MoneyCard money={money} />
          <DonationsReceived stories={stories.data?.items ?? []} />
          <DraftsCard />
          <OutboxPanel />
        </div>
        <div className="dashboard-column">
          <ProfileCard />
          {user && <NoticesCard userId={user.id} />}
          <VerificationCard />
          {user && <PayoutAccountCard userId={user.id} onChanged={money.reload} />}
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}
