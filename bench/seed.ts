/**
 * Ten thousand stories for load measurements, inserted in bulk: varied
 * titles, categories, regions, goals and totals, a few shared cover records.
 */
import type { Database } from '../server/db/database';
import { campaignCategories } from '../contract/rules/campaign';
import { ghanaRegions } from '../contract/rules/ghana';

const subjects = [
  'water',
  'school fees',
  'clinic',
  'borehole',
  'roof',
  'market stall',
  'farm',
  'library',
  'football kit',
  'funeral',
  'dialysis',
  'bridge',
];
const places = [
  'Tamale',
  'Kumasi',
  'Ho',
  'Cape Coast',
  'Bolgatanga',
  'Wa',
  'Sunyani',
  'Koforidua',
  'Takoradi',
  'Techiman',
  'Dambai',
  'Damongo',
];

export async function seedBenchStories(db: Database, count = 10_000): Promise<{ slug: string }> {
  await db.transaction(async (tx) => {
    await tx.query(`insert into auth_users (id, email, email_confirmed_at)
      select ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid, 'bench' || n || '@example.com', now() from generate_series(1, 20) n`);
    await tx.query(`insert into users (id, email, full_name, region, verification_status)
      select ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid, 'bench' || n || '@example.com', 'Bench Owner ' || n, 'Ashanti',
             case when n % 3 = 0 then 'verified' else 'unverified' end from generate_series(1, 20) n`);
    await tx.query(`insert into uploads (id, owner_id, kind, content_hash, pixel_hash, width, height, variants)
      select ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid, 'image',
             lpad(to_hex(n), 64, '0'), lpad(to_hex(n), 16, '0'), 1600, 1067,
             '[{"width":320,"height":213,"bytes":8000},{"width":640,"height":427,"bytes":16000},{"width":1024,"height":683,"bytes":28000},{"width":1600,"height":1067,"bytes":45000}]'::jsonb
        from generate_series(1, 20) n`);
    await tx.query(
      `insert into campaigns (owner_id, slug, title, summary, story, category, region, beneficiary, goal, raised, donor_count, cover_upload_id, deadline, status, created_at)
       select ('00000000-0000-4000-9000-' || lpad((1 + n % 20)::text, 12, '0'))::uuid,
              'bench-story-' || n,
              initcap(($1::text[])[1 + n % 12]) || ' for ' || ($2::text[])[1 + (n / 12) % 12] || ' no. ' || n,
              'Help us raise money for the ' || ($1::text[])[1 + n % 12] || ' in ' || ($2::text[])[1 + (n / 12) % 12] || ', a real need.',
              repeat('Our community needs ' || ($1::text[])[1 + n % 12] || ' and every cedi counts. ', 12),
              ($3::text[])[1 + n % 8], ($4::text[])[1 + n % 16], 'The people of ' || ($2::text[])[1 + (n / 12) % 12],
              100000 + (n % 50) * 50000, (n * 7919) % (100000 + (n % 50) * 50000), n % 90,
              ('00000000-0000-4000-a000-' || lpad((1 + n % 20)::text, 12, '0'))::uuid,
              current_date + (10 + n % 300), case when n % 10 = 0 then 'completed' else 'active' end,
              now() - make_interval(mins => n)
         from generate_series(1, $5::int) n`,
      [subjects, places, [...campaignCategories], [...ghanaRegions], count],
    );
  });
  await db.exec('analyze');
  return { slug: 'bench-story-4242' };
}
