/** Every read the run times, public, owner and admin, for one data set. */
import type { Run } from './people';

export interface Read {
  name: string;
  group: 'public' | 'owner' | 'admin';
  path: string;
  token?: string;
}

export const commonWord = 'school';
export const rareWord = 'bonwire';

export function publicReads(run: Run): Read[] {
  const list = (name: string, query: string): Read => ({ name, group: 'public', path: `/api/campaigns?${query}&page=1&limit=12` });
  return [
    list('List, newest', 'sort=newest'),
    list('List, most funded', 'sort=most_funded'),
    list('List, ending soon', 'sort=ending_soon'),
    list('List, trending', 'sort=trending'),
    list('List, category', 'category=medical'),
    list('List, region', 'region=Northern'),
    list('List, category and region', 'category=education&region=Ashanti'),
    list('List, below goal', 'below_goal=true'),
    list(`Search, common word (${commonWord})`, `q=${commonWord}`),
    list(`Search, rare word (${rareWord})`, `q=${rareWord}`),
    { name: 'Story page (popular story)', group: 'public', path: `/api/campaigns/${run.popularSlug}` },
    { name: 'Donor wall, page 1 (popular story)', group: 'public', path: `/api/campaigns/${run.popularId}/donations?page=1&limit=20` },
    { name: 'Donor wall, page 50 (popular story)', group: 'public', path: `/api/campaigns/${run.popularId}/donations?page=50&limit=20` },
    { name: 'Success stories', group: 'public', path: '/api/success-stories' },
    { name: 'Figures (/api/stats/overview)', group: 'public', path: '/api/stats/overview' },
    { name: 'Ledger (popular story)', group: 'public', path: `/api/campaigns/${run.popularId}/ledger` },
  ];
}

export function signedInReads(run: Run): Read[] {
  const owner = (name: string, path: string): Read => ({ name, group: 'owner', path, token: run.ownerToken });
  const admin = (name: string, path: string): Read => ({ name, group: 'admin', path, token: run.adminToken });
  return [
    owner('Owner: my stories', '/api/dashboard/campaigns'),
    owner('Owner: donations received, page 1', '/api/dashboard/donations?page=1'),
    owner('Owner: money', '/api/dashboard/money'),
    admin('Admin: dashboard', '/api/admin/dashboard'),
    admin('Admin: stats, 90 days', '/api/admin/stats?days=90'),
    admin('Admin: stories', '/api/admin/campaigns'),
    admin('Admin: stories pending', '/api/admin/campaigns/pending'),
    admin('Admin: reports', '/api/admin/reports'),
    admin('Admin: fraud alerts', '/api/admin/fraud-alerts'),
    admin('Admin: users', '/api/admin/users'),
    admin(`Admin: stories, search (${commonWord})`, `/api/admin/campaigns?q=${commonWord}`),
    admin('Admin: users, search (a surname)', '/api/admin/users?q=mensah'),
    admin('Admin: users, search (one address)', '/api/admin/users?q=user4242%40'),
    admin('Admin: withdrawals', '/api/admin/withdrawals'),
    admin('Admin: audit log', '/api/admin/audit'),
  ];
}

/**
 * The donor wall 50 pages deep by cursor, when the API answers `next_cursor`:
 * followed from page 1 (null when the API has no cursor yet).
 */
export async function deepWallByCursor(base: string, run: Run, pages = 50): Promise<Read | null> {
  let path = `/api/campaigns/${run.popularId}/donations?limit=20`;
  for (let page = 1; page < pages; page++) {
    const answer = (await (await fetch(base + path)).json()) as { next_cursor?: string | null };
    if (!answer.next_cursor) return null;
    path = `/api/campaigns/${run.popularId}/donations?limit=20&cursor=${encodeURIComponent(answer.next_cursor)}`;
  }
  return { name: `Donor wall, ${pages} pages deep by cursor (popular story)`, group: 'public', path };
}
