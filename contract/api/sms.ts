/**
 * What Africa's Talking posts back about texts (form-encoded), and the dev
 * SMS outbox's list. The gateway may add fields: they are let through.
 */
import { Type, type Static } from 'typebox';
import { Timestamp } from './common';

/**
 * `POST /api/sms/delivery-reports`: what the network said of a text. `id` is the
 * `messageId` the send answered; `status` is Sent, Submitted, Buffered, Rejected,
 * Success, Failed, AbsentSubscriber or Expired; `failureReason` says why, for a
 * failed or rejected one (e.g. InsufficientCredit, UserInBlackList, DeliveryFailure).
 */
export const DeliveryReport = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200 }),
    status: Type.String({ minLength: 1, maxLength: 40 }),
    phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
    networkCode: Type.Optional(Type.String({ maxLength: 10 })),
    failureReason: Type.Optional(Type.String({ maxLength: 100 })),
    retryCount: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: true },
);
export type DeliveryReport = Static<typeof DeliveryReport>;

/** `POST /api/sms/incoming`: a text a person sent to our short code (`from` them, `to` us). */
export const IncomingSms = Type.Object(
  {
    from: Type.String({ minLength: 1, maxLength: 30 }),
    to: Type.Optional(Type.String({ maxLength: 30 })),
    text: Type.String({ maxLength: 1600 }),
    date: Type.Optional(Type.String({ maxLength: 40 })),
    id: Type.Optional(Type.String({ maxLength: 200 })),
    linkId: Type.Optional(Type.String({ maxLength: 200 })),
    networkCode: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: true },
);
export type IncomingSms = Static<typeof IncomingSms>;

/** What the gateway is told: received, and whether it changed anything here. */
export const SmsCallbackReceived = Type.Object({ received: Type.Literal(true), known: Type.Boolean() });

/** `GET /dev/sms/messages` (development only, without an SMS gateway): the texts the app would have sent, newest first. */
export const DevSmsQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 30 })) });

export const DevSms = Type.Object({
  id: Type.Integer(),
  message_id: Type.String(),
  to: Type.String(),
  text: Type.String(),
  parts: Type.Integer(),
  created_at: Timestamp,
});
export type DevSms = Static<typeof DevSms>;
export const DevSmsList = Type.Array(DevSms);
