/** The figures the policy pages quote (spec section 9). */
export const POLICIES = {
  moneyBackGuaranteeDays: 14,
  damagedGoodsReportDays: 14,
  refundProcessingBusinessDays: 14,
  orderProcessingBusinessDays: 14,
  proRatedSubscriptionRefunds: false,
  minimumAgeYears: 13,
} as const;
