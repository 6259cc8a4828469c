/**
 * When the fraud rules raise an alert. An alert is a prompt for a person to
 * look, never an automatic punishment, so the numbers lean towards catching
 * more; admins dismiss what is innocent. Money is in pesewas.
 */
export const fraudThresholds = {
  /** One payer (same payer_key) giving to one story this many times within the window. */
  donationBurst: { donations: 5, windowMinutes: 10 },
  /** A goal this high, from an account younger than this that is not verified. */
  newAccountHighGoal: { goal: 5_000_000, accountAgeDays: 14 },
  /** Covers whose 64-bit pixel hashes differ in at most this many bits (4 at most: see 0026_cover_bands.sql) are the same photo. */
  duplicateCover: { maxDistance: 4 },
  /** This many open reports on one story. */
  reportCluster: { openReports: 3 },
  /**
   * A donation at least `factor` times the median of the story's earlier
   * donations, once it has `minPrior` of them, and at least `minAmount`.
   */
  outsizedDonation: { factor: 10, minPrior: 5, minAmount: 100_000 },
  /** A withdrawal asked for within this many hours of its payout account being set or changed. */
  withdrawalAfterAccountChange: { hours: 48 },
  /**
   * More than `share` of a story's money withdrawn within `hours` of a burst
   * (at least `donations` gifts from one payer within `windowMinutes`).
   */
  withdrawalAfterBurst: { hours: 24, share: 0.5, donations: 5, windowMinutes: 10 },
} as const;
