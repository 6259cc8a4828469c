// The scale benchmark's helpers: percentiles, sizes, growth, reading plans out of a PostgreSQL log, and reads taken in turns.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readInTurns, timing } from '../../bench/scale/measure';
import { plansIn } from '../../bench/scale/plans';
import { growth, latencyOf, parseSizes, percentile, sizeLabel } from '../../bench/scale/stats';

describe('scale benchmark helpers', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 99)).toBe(198);
    expect(percentile(values, 100)).toBe(200);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
    expect(latencyOf([1, 2, 3])).toEqual({ p50: 2, p99: 3, samples: 3 });
  });

  it('reads sizes and names them back', () => {
    expect(parseSizes('1k, 10k,100k')).toEqual([1000, 10_000, 100_000]);
    expect(parseSizes('2500')).toEqual([2500]);
    expect(() => parseSizes('lots')).toThrow(/Not a size/);
    expect([1000, 100_000, 2500, 1_000_000].map(sizeLabel)).toEqual(['1k', '100k', '2500', '1M']);
  });

  it('answers growth only when both figures are there', () => {
    expect(growth(10, 15)).toBe(1.5);
    expect(growth(null, 15)).toBeNull();
    expect(growth(0, 15)).toBeNull();
    expect(growth(10, undefined)).toBeNull();
  });

  it('reads auto_explain plans out of a log, longest first', () => {
    const log = [
      '2026-11-26 10:00:00.001 UTC [42] LOG:  duration: 0.050 ms  statement: select 1',
      '2026-11-26 10:00:00.002 UTC [42] LOG:  duration: 0.120 ms  plan:',
      '\tQuery Text: select id from campaigns',
      '\t  where status = $1',
      '\tSeq Scan on campaigns  (cost=0.00..1.00 rows=1 width=16) (actual time=0.01..0.02 rows=1 loops=1)',
      '\t  Buffers: shared hit=1',
      '2026-11-26 10:00:00.003 UTC [42] LOG:  duration: 2.500 ms  plan:',
      '\tQuery Text: select count(*) from donations',
      '\tAggregate  (cost=1.00..2.00 rows=1 width=8) (actual time=2.4..2.4 rows=1 loops=1)',
    ].join('\n');
    const plans = plansIn(log);
    expect(plans.map((p) => p.ms)).toEqual([2.5, 0.12]);
    expect(plans[1]).toEqual({
      ms: 0.12,
      query: 'select id from campaigns\n  where status = $1',
      plan: 'Seq Scan on campaigns  (cost=0.00..1.00 rows=1 width=16) (actual time=0.01..0.02 rows=1 loops=1)\n  Buffers: shared hit=1',
    });
  });

  it('times a read on several servers in turns, rotating which goes first, each with its own figures', async () => {
    const hits: string[] = [];
    const serverOf = (name: string, delayMs: number) =>
      new Promise<Server>((resolve) => {
        const server = createServer((request, response) => {
          hits.push(`${name}${request.headers.authorization === `Bearer ${name}-token` ? '' : '?'}`);
          setTimeout(() => response.end('{}'), delayMs);
        });
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
    // Far slower than a busy machine ever makes a loopback read, so whose figure is whose never depends on the machine.
    const slowMs = 200;
    const quick = await serverOf('a', 0);
    const slow = await serverOf('b', slowMs);
    const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const kept = { ...timing };
    Object.assign(timing, { warmup: 1, count: 6 });
    try {
      const [a, b] = await readInTurns([
        { base: base(quick), read: { name: 'read', group: 'admin', path: '/x', token: 'a-token' } },
        { base: base(slow), read: { name: 'read', group: 'admin', path: '/x', token: 'b-token' } },
      ]);
      expect(hits).toEqual(['a', 'b', 'a', 'b', 'b', 'a', 'a', 'b', 'b', 'a', 'a', 'b', 'b', 'a']);
      expect(a!.samples).toBe(6);
      expect(b!.samples).toBe(6);
      expect(a!.p99!).toBeLessThan(slowMs);
      expect(b!.p50!).toBeGreaterThanOrEqual(slowMs);
    } finally {
      Object.assign(timing, kept);
      quick.closeAllConnections();
      quick.close();
      slow.closeAllConnections();
      slow.close();
    }
  });
});
