/**
 * Notices: the VAPID key browsers subscribe with, a browser's subscription
 * (PushSubscription's JSON), what a person chose per kind and channel, and
 * the test notice.
 */
import { Type, type Static } from 'typebox';
import { noticeChannels, noticeKinds } from '../rules/notices';
import { oneOf, Timestamp } from './common';

/** `GET /api/notices/push-key`: the VAPID public key (RFC 8292), base64url, for `pushManager.subscribe`. */
export const PushKey = Type.Object({ key: Type.String() });
export type PushKey = Static<typeof PushKey>;

/** A browser's PushSubscription as `JSON.stringify` writes it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2048, pattern: '^https?://' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 86, maxLength: 90, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
      auth: Type.String({ minLength: 22, maxLength: 24, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
    }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** `DELETE /api/notices/subscriptions`: this browser turns notices off (the endpoint is known only to it). */
export const UnsubscribeBody = Type.Object({ endpoint: Type.String({ minLength: 10, maxLength: 2048 }) }, { additionalProperties: false });
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

export const SubscriptionSaved = Type.Object({ subscribed: Type.Literal(true) });
export const SubscriptionRemoved = Type.Object({ removed: Type.Boolean() });

/** `POST /api/notices/subscriptions/mine`: whether this browser's subscription brings the signed-in person's notices. */
export const SubscriptionMine = Type.Object({ mine: Type.Boolean() });
export type SubscriptionMine = Static<typeof SubscriptionMine>;

/** `POST /api/notices/stories/{id}/follow`: a story's news on this phone, for a donor signed in or not. */
export const FollowParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const Followed = Type.Object({ following: Type.Literal(true) });

export const Choice = Type.Object(
  { kind: oneOf(noticeKinds), channel: oneOf(noticeChannels), enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type Choice = Static<typeof Choice>;

/** `GET /api/notices/preferences`: every kind and channel it can use, on or off; and where notices can reach the person. */
export const NoticePreferences = Type.Object({
  choices: Type.Array(Choice),
  reach: Type.Object({
    /** An address to e-mail. */
    email: Type.Boolean(),
    /** A number to text, and texts can be sent. */
    sms: Type.Boolean(),
    /** Browsers with notices turned on. */
    push: Type.Integer({ minimum: 0 }),
  }),
});
export type NoticePreferences = Static<typeof NoticePreferences>;

/** `PUT /api/notices/preferences`: the choices that change (the rest stay). */
export const PreferencesBody = Type.Object({ choices: Type.Array(Choice, { minItems: 1, maxItems: 15 }) }, { additionalProperties: false });
export type PreferencesBody = Static<typeof PreferencesBody>;

/** `POST /api/notices/test`: the channels the test notice went out on. */
export const TestSent = Type.Object({ channels: Type.Array(oneOf(noticeChannels)) });
export type TestSent = Static<typeof TestSent>;

/** `GET /dev/push/messages`: the dev push outbox, newest first. */
export const DevPushList = Type.Array(
  Type.Object({ id: Type.Integer(), endpoint: Type.String(), payload: Type.Record(Type.String(), Type.Unknown()), created_at: Timestamp }),
);
