import { AGENCY, POLICIES } from '@apex/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

const mainText = () => screen.getByRole('main').textContent ?? '';

describe('the policy pages quote the figures from core', () => {
  it('refund: money-back guarantee, damaged goods, refund processing, no pro-rated refunds', () => {
    renderApp({ route: routes.refund.path });
    expect(mainText()).toContain(`${POLICIES.moneyBackGuaranteeDays}-day money-back guarantee`);
    expect(mainText()).toContain(`within ${POLICIES.damagedGoodsReportDays} days of delivery`);
    expect(mainText()).toContain(
      `processed within ${POLICIES.refundProcessingBusinessDays} business days`,
    );
    expect(mainText()).toContain('we do not give pro-rated refunds');
  });

  it('shipping: order processing and damaged parcels', () => {
    renderApp({ route: routes.shipping.path });
    expect(mainText()).toContain(
      `processed within ${POLICIES.orderProcessingBusinessDays} business days`,
    );
    expect(mainText()).toContain(`within ${POLICIES.damagedGoodsReportDays} days of delivery`);
  });

  it('privacy: not for children under the minimum age', () => {
    renderApp({ route: routes.privacy.path });
    expect(mainText()).toContain(`not intended for children under ${POLICIES.minimumAgeYears}`);
  });

  it('privacy: says the notify-me lists store an address, and how to leave them', () => {
    renderApp({ route: routes.privacy.path });
    expect(mainText()).toContain('When you subscribe to our newsletter');
    expect(mainText()).toContain(
      `Every mail has a link that takes you off its list at once; you can also write to ${AGENCY.supportEmail}.`,
    );
  });

  it('terms: name the agency and the guarantee', () => {
    renderApp({ route: routes.terms.path });
    expect(mainText()).toContain(AGENCY.name);
    expect(mainText()).toContain(`${POLICIES.moneyBackGuaranteeDays}-day money-back guarantee`);
  });

  it('address: remote work, support, meeting place and appointments by e-mail', () => {
    renderApp({ route: routes.address.path });
    expect(mainText()).toContain('remotely');
    expect(screen.getByRole('link', { name: AGENCY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${AGENCY.supportEmail}`,
    );
    expect(mainText()).toContain(AGENCY.meetingPlace);
    expect(screen.getByRole('link', { name: AGENCY.appointmentsEmail })).toHaveAttribute(
      'href',
      `mailto:${AGENCY.appointmentsEmail}`,
    );
  });
});
