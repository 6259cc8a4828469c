/** Request schemas of the donations API. Money is an integer number of pesewas. */
import { Type } from '@fastify/type-provider-typebox';
import { donationLimits, donationMethods, referencePattern } from '../../contract/rules/donation';

export const DonationBody = Type.Object(
  {
    /** The story's id or slug. */
    campaign: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }),
    amount: Type.Integer({ minimum: donationLimits.min, maximum: donationLimits.maxCard }),
    method: Type.Union(donationMethods.map((m) => Type.Literal(m))),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    donor_name: Type.Optional(Type.String({ maxLength: donationLimits.donorName.max })),
    anonymous: Type.Optional(Type.Boolean()),
    hide_amount: Type.Optional(Type.Boolean()),
    message: Type.Optional(Type.String({ maxLength: donationLimits.message })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: donationLimits.email })),
  },
  { additionalProperties: false },
);

export const ReferenceParam = Type.Object({ reference: Type.String({ pattern: referencePattern }) }, { additionalProperties: false });

export const VerifyBody = Type.Object(
  {
    /** The donor came back through the provider's cancel button. */
    cancelled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AccessHeaders = Type.Object({ 'x-donation-token': Type.Optional(Type.String({ maxLength: 100 })) });
