/**
 * A report of a story to the moderators, as an outbox item
 * (`POST /api/report/fraud`). One made signed out goes signed out; one made
 * signed in only ever goes as that person.
 */
import { defineOutboxKind } from '../../lib/offline/outbox-kind';
import type { ReportBody } from '../../../contract/api/reports';

export interface ReportPayload {
  body: ReportBody;
}

export const reportKind = defineOutboxKind<ReportPayload>({
  name: 'report',
  sendsSignedOut: true,
  send: ({ payload, write }) => write('POST', '/api/report/fraud', payload.body),
});
