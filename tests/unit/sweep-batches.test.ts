// A backlog goes in short batches: until a batch is not full, or until the server closes (after the batch under way).
import { describe, expect, it } from 'vitest';
import { inBatches, sweepBatch } from '../../server/schedule/batches';

describe('inBatches', () => {
  it('calls the batch again while it is full, and answers the rows changed in all', async () => {
    const sizes: number[] = [];
    const left = [sweepBatch, sweepBatch, 40];
    const total = await inBatches(async (size) => {
      sizes.push(size);
      return left.shift() ?? 0;
    });
    expect(total).toBe(2 * sweepBatch + 40);
    expect(sizes).toEqual([sweepBatch, sweepBatch, sweepBatch]);
  });

  it('stops after the batch under way when the server closes, whatever is left', async () => {
    const closing = new AbortController();
    let calls = 0;
    const total = await inBatches(
      async (size) => {
        calls += 1;
        if (calls === 2) closing.abort();
        return size;
      },
      closing.signal,
      5,
    );
    expect(calls).toBe(2);
    expect(total).toBe(10);
  });
});
