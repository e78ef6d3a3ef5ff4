import { AGENCY, messagesFor, PLACEHOLDER_ORGANISER } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes/paths.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer', () => {
  it('links the social profiles, including a working X (Twitter) link, in new tabs', () => {
    renderApp();
    const social = within(footer().getByRole('list', { name: 'Social media' }));
    const expected = [
      ['Facebook', AGENCY.social.facebook],
      ['Instagram', AGENCY.social.instagram],
      ['X (Twitter)', AGENCY.social.x],
    ] as const;
    for (const [name, href] of expected) {
      const link = social.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining(messagesFor('en').layout.newTab));
    }
    expect(AGENCY.social.x).toMatch(/^https:\/\/(x|twitter)\.com\/\w+/);
  });

  it('has the Work, About, Careers, Services and Blogs links, each leading to a real page', () => {
    renderApp();
    const explore = within(footer().getByRole('navigation', { name: 'Explore' }));
    const links = explore.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Work',
      'About',
      'Careers',
      'Services',
      'Blogs',
    ]);
    for (const link of links) expect(link.getAttribute('href')).not.toBe('#');
  });

  it('has Contact us to /address and the five legal links', () => {
    renderApp();
    expect(footer().getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      routes.address.getHref(),
    );
    const legal = within(footer().getByRole('list', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      routes.terms.getHref(),
      routes.privacy.getHref(),
      routes.orderSummary.getHref(),
      routes.shipping.getHref(),
      routes.refund.getHref(),
    ]);
  });

  it("shows this year in India, from the clock, beside the organiser's legal name", () => {
    // 31st December 2026 in London is already 2027 in India.
    renderApp({ today: '2026-12-31T19:00:00Z' });
    const copyright = footer().getByText(/^©/);
    expect(copyright).toHaveTextContent(
      `© 2027 ${PLACEHOLDER_ORGANISER.legalName}. All rights reserved.`,
    );
    expect(within(copyright).getByText(PLACEHOLDER_ORGANISER.legalName)).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('names who runs the site: legal name, postal address and phone, formatted', () => {
    renderApp();
    const organiser = footer().getByRole('group');
    expect(organiser).toHaveTextContent(PLACEHOLDER_ORGANISER.legalName);
    for (const line of PLACEHOLDER_ORGANISER.postalAddress) {
      expect(within(organiser).getByText(line)).toBeInTheDocument();
    }
    expect(within(organiser).getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute(
      'href',
      'tel:+910000000000',
    );
  });

  it('has the newsletter form, which subscribes the address through the backend', async () => {
    const { user, backend } = renderApp();
    const email = footer().getByPlaceholderText('Enter Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleName('Subscribe to our newsletter');
    await user.type(email, 'family@example.in');
    await user.click(footer().getByRole('button', { name: 'Submit' }));
    expect(
      await footer().findByText(messagesFor().subscribe.subscribed({ email: 'family@example.in' })),
    ).toBe(footer().getByRole('status'));
    expect(backend.controls.subscriptions.map(({ email, topic }) => ({ email, topic }))).toEqual([
      { email: 'family@example.in', topic: 'newsletter' },
    ]);
  });
});

describe('the footer in Hindi', () => {
  const hindi = messagesFor('hi').layout;

  it('has the Hindi columns, contact and legal links, on the Hindi site', () => {
    renderApp({ route: '/hi/about' });
    const explore = within(footer().getByRole('navigation', { name: 'देखें' }));
    expect(explore.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'हमारा काम',
      'परिचय',
      'करियर',
      'सेवाएँ',
      'ब्लॉग',
    ]);
    expect(footer().getByRole('navigation', { name: 'Apex परीक्षा' })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'विशेषज्ञ' })).toHaveAttribute('href', '/hi/expert');
    expect(footer().getByRole('link', { name: hindi.footerContactHeading })).toHaveAttribute(
      'href',
      '/hi/address',
    );
    const legal = within(footer().getByRole('list', { name: hindi.legal }));
    expect(legal.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      '/hi/privacypolicy',
    );
    expect(footer().getByText(new RegExp(hindi.rightsReserved))).toBeInTheDocument();
    expect(footer().queryByText('Privacy Policy')).not.toBeInTheDocument();
    expect(footer().queryByRole('navigation', { name: 'Explore' })).not.toBeInTheDocument();
  });

  it('says in Hindi that the social links open a new tab, their names marked English', () => {
    renderApp({ route: '/hi/' });
    const social = within(footer().getByRole('list', { name: hindi.socialMedia }));
    const facebook = social.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAccessibleName(expect.stringContaining(hindi.newTab));
    expect(within(facebook).getByText('Facebook')).toHaveAttribute('lang', 'en');
  });
});
