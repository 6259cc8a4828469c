// Pages of a list: numbered pages stop at the bound, and a cursor carries back exactly the sort key
// the server gave out, refusing anything else before it can reach the database.
import { describe, expect, it } from 'vitest';
import { maxOffset } from '../../contract/rules/paging';
import { DomainError } from '../../server/domain/errors';
import { decodeCursor, encodeCursor, offsetOf } from '../../server/domain/paging';

const id = '1e7c3a3f-d671-4763-bc6a-5b19f1c68bb0';
const refused = (run: () => unknown, field: string) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    expect((error as DomainError).field).toBe(field);
    return;
  }
  throw new Error('not refused');
};

describe('paging', () => {
  it('skips rows for numbered pages up to the bound, and refuses deeper ones', () => {
    expect(offsetOf(1, 12)).toBe(0);
    expect(offsetOf(3, 12)).toBe(24);
    expect(offsetOf(Math.floor(maxOffset / 10) + 1, 10)).toBe(maxOffset);
    refused(() => offsetOf(Math.floor(maxOffset / 10) + 2, 10), 'page');
  });

  it('gives back the sort key a cursor was made from, microseconds and all', () => {
    const key = JSON.stringify(['1794735639829123', id]);
    expect(decodeCursor(encodeCursor(key), ['micros', 'uuid'])).toEqual(['1794735639829123', id]);
    const funded = JSON.stringify([0.123456789012345, 4200000, id]);
    expect(decodeCursor(encodeCursor(funded), ['number', 'integer', 'uuid'])).toEqual([0.123456789012345, 4200000, id]);
    expect(decodeCursor(encodeCursor('[true,"2026-02-28","' + id + '"]'), ['boolean', 'date', 'uuid'])).toEqual([true, '2026-02-28', id]);
  });

  it('refuses a cursor that is not one it gave: not JSON, the wrong shape, or a value the database would choke on', () => {
    const cursors = [
      'not-base64-json',
      encodeCursor('{"a":1}'),
      encodeCursor(JSON.stringify(['123'])),
      encodeCursor(JSON.stringify(['12.5', id])),
      encodeCursor(JSON.stringify(['123', 'not-a-uuid'])),
      encodeCursor(JSON.stringify([123, id])),
    ];
    for (const cursor of cursors) refused(() => decodeCursor(cursor, ['micros', 'uuid']), 'cursor');
    refused(() => decodeCursor(encodeCursor(`[false,"2026-02-30","${id}"]`), ['boolean', 'date', 'uuid']), 'cursor');
    refused(() => decodeCursor(encodeCursor(`[1.5,2.5,"${id}"]`), ['number', 'integer', 'uuid']), 'cursor');
  });
});
