/**
 * `POST /api/ussd`: Africa's Talking's USSD callback, form-encoded. It comes
 * when a person dials the service code and after each answer they type:
 * `sessionId` stays the same for the session, `phoneNumber` is theirs (E.164),
 * `networkCode` their network (MCC and MNC: 62001 MTN Ghana, 62002 Telecel
 * Ghana, 62003 and 62006 AirtelTigo; 99999 in the sandbox), `serviceCode` what
 * they dialled, and `text` every input so far joined by `*` (empty at first).
 * The answer is `text/plain`: `CON ` and the next screen (more to come) or
 * `END ` and the last one; any other answer ends the session.
 */
import { Type, type Static } from 'typebox';

export const UssdCallback = Type.Object(
  {
    sessionId: Type.String({ minLength: 1, maxLength: 100 }),
    serviceCode: Type.String({ minLength: 1, maxLength: 60 }),
    phoneNumber: Type.String({ minLength: 1, maxLength: 30 }),
    networkCode: Type.Optional(Type.String({ maxLength: 10 })),
    text: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: true },
);
export type UssdCallback = Static<typeof UssdCallback>;

/** The most a USSD screen carries, whatever the phone. */
export const ussdScreenLimit = 182;
