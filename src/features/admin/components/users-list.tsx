import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readableError } from '../../../lib/error-text';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { verificationStatuses } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { decideVerification, fetchAccounts, setRole, type Account } from '../api';
import { useDates } from '../format';
import { DocumentPhoto } from './document-photo';
import { Queue } from './queue';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { SearchField } from '../../../lib/ui/search-field';
import { regionName } from '../../../lib/ui/region-name';

function RoleButton({ account, onDone }: { account: Account; onDone: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const next = account.role === 'admin' ? 'user' : 'admin';
  const change = async () => {
    try {
      await setRole(account.id, next);
      toast.success(
        t(next === 'admin' ? 'admin.users.madeAdmin' : 'admin.users.removedAdmin', { email: account.email ?? account.phone ?? '' }),
      );
      onDone();
    } catch (caught) {
      toast.error(readableError(caught, t).text);
    } finally {
      setConfirming(false);
    }
  };
  const label = next === 'admin' ? t('admin.users.makeAdmin') : t('admin.users.removeAdmin');
  if (!confirming)
    return (
      <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  return (
    <span className="actions">
      <button type="button" className="btn btn-danger" onClick={() => void change()}>
        {t('admin.users.confirmRole', { action: label })}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
        {t('dashboard.profile.cancel')}
      </button>
    </span>
  );
}

/** The Ghana Card number given, when it was asked, and who decided what. */
function CardFacts({ verification: v }: { verification: Account['verification'] }) {
  const t = useT();
  const dates = useDates();
  return (
    <dl className="evidence">
      <div>
        <dt>{t('dashboard.verify.number')}</dt>
        <dd>
          <code>{v.ghana_card_number}</code>
        </dd>
      </div>
      {v.requested_at && (
        <div>
          <dt>{t('admin.users.requested')}</dt>
          <dd>{dates.time(v.requested_at)}</dd>
        </div>
      )}
      {v.decided_at && (
        <div>
          <dt>{t('admin.users.decided')}</dt>
          <dd>
            {t('admin.users.decidedBy', { date: dates.time(v.decided_at), who: v.decided_by ?? '—' })}
            {v.note ? ` — ${v.note}` : ''}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Verify or refuse a waiting request (refusing needs a note the owner reads), or withdraw a verification. */
function VerificationActions({
  name,
  status,
  decide,
}: {
  /** Who is verified, as the question names them. */
  name: string;
  status: Account['verification']['status'];
  decide: (status: 'verified' | 'rejected') => (note: string) => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      {status === 'pending' && (
        <ReasonAction
          label={t('admin.users.verify')}
          confirmLabel={t('admin.users.verifyConfirm')}
          question={t('admin.users.verifyQuestion', { name })}
          reasonLabel={t('admin.reports.note')}
          required={false}
          onConfirm={decide('verified')}
        />
      )}
      {status === 'pending' && (
        <ReasonAction
          label={t('admin.users.refuse')}
          confirmLabel={t('admin.users.refuseConfirm')}
          reasonLabel={t('admin.reason.label')}
          hint={t('admin.reason.ownerSees')}
          danger
          onConfirm={decide('rejected')}
        />
      )}
      {status === 'verified' && (
        <ReasonAction
          label={t('admin.users.withdraw')}
          confirmLabel={t('admin.users.withdrawConfirm')}
          reasonLabel={t('admin.reason.label')}
          hint={t('admin.reason.ownerSees')}
          danger
          onConfirm={decide('rejected')}
        />
      )}
    </>
  );
}

function AccountItem({ account, onDone }: { account: Account; onDone: () => void }) {
  const t = useT();
  const dates = useDates();
  const v = account.verification;
  const name = account.full_name ?? account.email ?? account.phone ?? '';
  const decide = (status: 'verified' | 'rejected') => async (note: string) => {
    await decideVerification(account.id, status, note);
    toast.success(t(status === 'verified' ? 'admin.users.verifiedDone' : 'admin.users.refusedDone', { name }));
    onDone();
  };
  const titleId = `account-${account.id}`;
  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        <h3 id={titleId}>{name}</h3>
        {account.role === 'admin' && <span className="badge">{t('dashboard.profile.role.admin')}</span>}
        <span className={`status verification-${v.status}`}>{t(`dashboard.profile.verification.${v.status}` as MessageKey)}</span>
      </div>
      <p className="story-meta">
        {account.email && <span>{account.email}</span>}
        {account.phone && <span>{account.phone}</span>}
        {account.region && <span>{regionName(t, account.region)}</span>}
        <span>{t('admin.users.joined', { date: dates.day(account.created_at) })}</span>
        <span>{t('admin.users.stories', { count: account.campaigns })}</span>
      </p>
      {v.ghana_card_number && <CardFacts verification={v} />}
      {v.card_shared_with > 0 && (
        <p className="flag" role="note">
          {t('admin.users.shared', { count: v.card_shared_with })}
        </p>
      )}
      {v.has_document && <DocumentPhoto userId={account.id} name={name} />}
      <div className="actions">
        <VerificationActions name={name} status={v.status} decide={decide} />
        <RoleButton account={account} onDone={onDone} />
      </div>
    </article>
  );
}

/** Accounts: search, identity verification with the card photo, and admin rights. */
export function UsersList({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const verification = params.get('verification') ?? '';
  const q = params.get('q') ?? '';
  const [page, setPage] = useState(1);
  const accounts = useResource(`admin:users:${verification}:${q}:${page}`, () => fetchAccounts({ verification, q, page }));
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setPage(1);
    setParams(next);
  };
  const done = () => {
    accounts.reload();
    onChanged();
  };

  return (
    <ListScreen
      titleId="users-title"
      title={t('admin.users.title')}
      filters={
        <div className="filters-row">
          <SearchField id="users-q" label={t('admin.users.search')} value={q} onSearch={(words) => update('q', words)} />
          <FilterSelect
            id="users-verification"
            label={t('dashboard.profile.verification')}
            value={verification}
            options={verificationStatuses.map((s) => ({ value: s, label: t(`dashboard.profile.verification.${s}` as MessageKey) }))}
            onChange={(value) => update('verification', value)}
          />
        </div>
      }
      state={accounts}
      empty={t('admin.users.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.users.pages')} onPage={setPage} />}
    >
      {(data) => <Queue items={data.items}>{(account) => <AccountItem account={account} onDone={done} />}</Queue>}
    </ListScreen>
  );
}
