/** The figures the policy pages quote (spec section 9). */
export const POLICIES = {
  moneyBackGuaranteeDays: 14,
  damagedGoodsReportDays: 14,
  refundProcessingBusinessDays: 14,
  orderProcessingBusinessDays: 14,
  proRatedSubscriptionRefunds: false,
  minimumAgeYears: 13,
  /**
   * The grievance officer answers within this many days (issue 38): the DPDP Rules, 2025 allow at
   * most 90; the notice and the privacy policy promise this.
   */
  grievanceResponseDays: 30,
} as const;
