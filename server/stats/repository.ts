/** SQL for the home page's figures: money raised, live stories, donations, stories fully funded. */
import type { StatsOverview } from '../../contract/api/campaigns';
import type { Queryable } from '../db/database';

export const statsRepository = {
  async overview(db: Queryable): Promise<StatsOverview> {
    const [row] = await db.query<StatsOverview>(
      `select
         coalesce(sum(raised) filter (where status in ('active', 'completed', 'paused')), 0)::bigint as total_raised,
         count(*) filter (where status = 'active')::int as active_campaigns,
         coalesce(sum(donor_count) filter (where status in ('active', 'completed', 'paused')), 0)::int as donors,
         count(*) filter (where status in ('active', 'completed') and raised >= goal)::int as funded_campaigns
       from campaigns`,
    );
    return row ?? { total_raised: 0, active_campaigns: 0, donors: 0, funded_campaigns: 0 };
  },
};
