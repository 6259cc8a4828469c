/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
import { Type, type Static } from 'typebox';
import { oneOf } from './common';

export const Health = Type.Object({
  status: oneOf(['ok', 'degraded'] as const),
  version: Type.String(),
  database: oneOf(['pglite', 'postgres'] as const),
  uptime: Type.Number({ description: 'seconds since the server started' }),
});
export type Health = Static<typeof Health>;
