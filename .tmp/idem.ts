import { openPglite } from '../server/db/pglite';
import { startTestServer } from '../tests/helpers/test-server';
const server = await startTestServer(await openPglite(null), { LOG_LEVEL: 'error' });
const r = await fetch(`${server.url}/api/report/fraud`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'abcdefgh1234' }, body: JSON.stringify({ campaign_id: 'x', reason: 'other' }) });
console.log(r.status, await r.text());
await server.close();
