/**
 * SQL for the home page's figures: money raised, live stories, donations, stories fully funded.
 * Read from the totals kept with every change (0020_scale_reads.sql), so they cost the same
 * for forty stories or a hundred thousand.
 */
import type { StatsOverview } from '../../contract/api/campaigns';
import type { Queryable } from '../db/database';

export const statsRepository = {
  async overview(db: Queryable): Promise<StatsOverview> {
    const [row] = await db.query<StatsOverview>(
      `select
         (select coalesce(sum(raised), 0) from campaign_money where status in ('active', 'completed', 'paused'))::bigint as total_raised,
         (select coalesce(sum(stories), 0) from campaign_counts where status = 'active' and not taken_down)::int as active_campaigns,
         (select coalesce(sum(donors), 0) from campaign_money where status in ('active', 'completed', 'paused'))::int as donors,
         (select coalesce(sum(stories), 0) from campaign_counts
           where status in ('active', 'completed') and not below_goal and not taken_down)::int as funded_campaigns`,
    );
    return row ?? { total_raised: 0, active_campaigns: 0, donors: 0, funded_campaigns: 0 };
  },
};
