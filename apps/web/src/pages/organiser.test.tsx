import { PLACEHOLDER_ORGANISER } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

// The organiser is named (issue 33, item 7): the deploy-time facts (config/organiser.ts; in tests
// the development placeholders) on /address and in the privacy policy's contact section.

const facts = PLACEHOLDER_ORGANISER;
const main = () => within(screen.getByRole('main'));
const card = (title: string) => {
  const item = main().getByRole('heading', { level: 2, name: title }).closest('li');
  if (item === null) throw new Error(`no card ${title}`);
  return within(item);
};

describe('/address names who runs the site', () => {
  it('gives the legal name, postal address and phone, formatted, marked as English', () => {
    renderApp({ route: routes.address.path });
    const who = card('Who runs this site');
    for (const line of [facts.legalName, ...facts.postalAddress]) {
      expect(who.getByText(line).closest('address')).toHaveAttribute('lang', 'en');
    }
    expect(who.getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute(
      'href',
      `tel:${facts.phone}`,
    );
  });

  it('gives support, the grievance officer and who recognises the certificate', () => {
    renderApp({ route: routes.address.path });
    expect(card('Support').getByRole('link', { name: facts.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${facts.supportEmail}`,
    );
    const grievance = card('Grievance officer');
    expect(grievance.getByText(facts.grievanceOfficer.name)).toBeInTheDocument();
    expect(grievance.getByRole('link', { name: facts.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${facts.grievanceOfficer.email}`,
    );
    expect(card('Certificates').getByText(facts.certificateRecognisedBy)).toBeInTheDocument();
  });

  it('does so in Hindi, the names as registered', () => {
    renderApp({ route: `/hi${routes.address.path}` });
    expect(card('यह साइट कौन चलाता है').getByText(facts.legalName)).toBeInTheDocument();
    expect(card('शिकायत अधिकारी').getByText(facts.grievanceOfficer.name)).toBeInTheDocument();
    expect(card('प्रमाणपत्र').getByText(facts.certificateRecognisedBy)).toBeInTheDocument();
  });
});

describe("the privacy policy's contact section", () => {
  it.each([
    ['English', routes.privacy.path, 'Contact', /grievance officer at/],
    ['Hindi', `/hi${routes.privacy.path}`, 'संपर्क', /शिकायत अधिकारी को/],
  ])(
    'names the data fiduciary and the grievance contact, in %s',
    (_language, route, heading, grievance) => {
      renderApp({ route });
      const section = main().getByRole('heading', { level: 2, name: heading }).closest('section');
      if (section === null) throw new Error('no contact section');
      expect(section).toHaveAttribute('id', 'contact');
      const contact = within(section);
      const address = contact.getByText(facts.legalName).closest('address');
      expect(address).toHaveAttribute('lang', 'en');
      expect(address).toHaveTextContent(facts.postalAddress.join(''));
      expect(address).toHaveTextContent('+91 00000 00000');
      expect(contact.getByText(grievance)).toHaveTextContent(facts.grievanceOfficer.email);
      expect(
        contact.getByText(new RegExp(facts.supportEmail.replace('.', '\\.'))),
      ).toBeInTheDocument();
    },
  );
});
