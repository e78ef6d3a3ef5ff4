/** The figures the policy pages quote (spec section 9). */
export const POLICIES = {
  moneyBackGuaranteeDays: 14,
  damagedGoodsReportDays: 14,
  refundProcessingBusinessDays: 14,
  orderProcessingBusinessDays: 14,
  proRatedSubscriptionRefunds: false,
  minimumAgeYears: 13,
} as const;

/**
 * The grievance officer answers within this many days (issue 38; not a figure of the spec's
 * section 9): the DPDP Rules, 2025 allow at most 90; the notice and the privacy policy promise it.
 */
export const GRIEVANCE_RESPONSE_DAYS = 30;
