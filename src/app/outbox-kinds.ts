/**
 * Every kind of item the outbox sends, for the pages (loaded when the outbox
 * is used) and the service worker (built in). A new kind is its own file,
 * added here.
 */
import { profileKind } from '../lib/auth/outbox-profile';
import type { OutboxKinds } from '../lib/offline/outbox-kind-registry';
import { photoKind } from '../lib/offline/outbox-photo';
import { storyKind } from '../features/create/outbox-story';
import { receiptKind } from '../features/dashboard/outbox-receipt';
import { updateKind } from '../features/dashboard/outbox-update';
import { reportKind } from '../features/stories/outbox-report';
import { wordKind } from '../features/stories/outbox-word';

export const outboxKinds: OutboxKinds = [photoKind, storyKind, updateKind, receiptKind, reportKind, profileKind, wordKind];
