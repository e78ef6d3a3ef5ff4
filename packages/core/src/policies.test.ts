import { describe, expect, it } from 'vitest';
import { POLICIES } from './policies.ts';

describe('POLICIES', () => {
  it('holds the policy figures of spec section 9', () => {
    expect(POLICIES).toEqual({
      moneyBackGuaranteeDays: 14,
      damagedGoodsReportDays: 14,
      refundProcessingBusinessDays: 14,
      orderProcessingBusinessDays: 14,
      proRatedSubscriptionRefunds: false,
      minimumAgeYears: 13,
    });
  });
});
