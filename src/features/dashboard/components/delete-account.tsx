import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';

/** Account deletion behind a typed confirmation. */
export function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const { deleteAccount } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim().toUpperCase() === t('dashboard.delete.confirmWord');

  return (
    <section className="card danger-zone stack" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('dashboard.delete.title')}</h2>
      <p>{t('dashboard.delete.text')}</p>
      {!open ? (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            {t('dashboard.delete.button')}
          </button>
        </div>
      ) : (
        <div className="form">
          <div className="field">
            <label htmlFor="delete-confirm">{t('dashboard.delete.confirm')}</label>
            <input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          <div className="actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={!confirmed || busy}
              onClick={async () => {
                setBusy(true);
                const result = await deleteAccount();
                setBusy(false);
                if (result.success) navigate('/');
              }}
            >
              {t('dashboard.delete.final')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('dashboard.profile.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
