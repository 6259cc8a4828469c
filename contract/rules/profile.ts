/**
 * What a profile may hold: the limits the API checks, the forms show and the
 * database keeps (its checks are tested against these). Lengths count
 * characters after trimming spaces.
 */
export const profileLimits = {
  fullName: { min: 2, max: 80 },
  /** A phone number as typed (spaces allowed); it is kept as +233 and nine digits. */
  phone: { max: 20 },
  bio: { max: 500 },
  /** An uploaded image's path, or an https address. */
  avatarUrl: { max: 500 },
} as const;
