import { EDITION_2024, EXAM, formatRupees } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import subscribeStyles from '../features/subscribe/SubscribeForm.module.css';
import { homeSections, routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { renderApp } from '../testing/renderApp.tsx';

const section = (id: string) => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`no #${id}`);
  return within(element);
};

describe('the home page', () => {
  it('has the six sections in the spec order', () => {
    renderApp();
    const ids = [...screen.getByRole('main').querySelectorAll('section[id]')].map(
      (element) => element.id,
    );
    expect(ids).toEqual([
      homeSections.hero,
      homeSections.about,
      homeSections.services,
      homeSections.products,
      homeSections.contact,
      homeSections.community,
    ]);
  });

  it('sends the exam calls to action to /apex, and REGISTER NOW to the registration form', () => {
    renderApp({ today: PHASE_DAYS.live });
    expect(section(homeSections.hero).getByRole('link', { name: 'Take Test' })).toHaveAttribute(
      'href',
      routes.apex.getHref(),
    );
    expect(
      section(homeSections.about).getByRole('link', { name: 'Take Apex Test Now' }),
    ).toHaveAttribute('href', routes.apex.getHref());
    expect(
      section(homeSections.contact).getByRole('link', { name: 'REGISTER NOW' }),
    ).toHaveAttribute('href', routes.examRegistration.getHref());
  });

  it('states the exam facts from core in the hero while live', () => {
    renderApp({ today: PHASE_DAYS.live });
    const hero = section(homeSections.hero);
    expect(hero.getByText('LIVE NOW!')).toBeInTheDocument();
    const oldPrice = hero.getByText(formatRupees(EDITION_2024.offer.originalPriceRupees));
    expect(oldPrice.closest('s')).not.toBeNull();
    expect(hero.getByText(new RegExp(`${EXAM.durationMinutes} minutes`))).toBeInTheDocument();
    // The batches' span, never the spec home copy's 27th, a day no batch runs.
    expect(hero.getByText(/between 5th to 25th October 2024\./)).toBeInTheDocument();
    expect(hero.queryByText(/27th/)).toBeNull();
  });

  it('lists the six services', () => {
    renderApp();
    const services = section(homeSections.services);
    for (const heading of [
      'Education Initiative',
      'Mobile App',
      'Blockchain Technology',
      'Photography and Video',
      'Digital Marketing',
      'Web Design and Development',
    ]) {
      expect(services.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(services.getByText('Apex All India Test Series')).toBeInTheDocument();
  });

  it("quotes the exam page's prize figure and the certificate figure in the contact banner", () => {
    renderApp();
    const contact = section(homeSections.contact);
    expect(
      contact.getByText(/Gift vouchers worth ₹1\.7L to ₹2\.5L for students scoring above 95%\./),
    ).toBeInTheDocument();
    expect(contact.queryByText(/lakh rupees/)).toBeNull();
    expect(
      contact.getByText(new RegExp(`within ${EXAM.certificateDeliveryDays} days`)),
    ).toBeInTheDocument();
  });

  it('shows our brand mark and the payment partner image in Our Communities', () => {
    renderApp();
    const community = section(homeSections.community);
    expect(community.getByRole('heading', { name: 'Our Communities' })).toBeInTheDocument();
    expect(community.getByRole('img', { name: /bank card/ })).toHaveAttribute('width');
    expect(community.getByText('Our brand')).toBeInTheDocument();
  });

  it('gives every image a size and a text alternative', () => {
    renderApp();
    for (const image of screen.getByRole('main').querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it("sets the hero's notify-me form for its dark surface (its notes' contrast: styles/contrast.test.ts)", () => {
    renderApp({ today: PHASE_DAYS.closed });
    const form = section(homeSections.hero).getByRole('form', {
      name: 'Notify me about the next exam',
    });
    expect(subscribeStyles.night).toBeTruthy();
    expect(form).toHaveClass(subscribeStyles.night ?? 'night');
    expect(form).not.toHaveClass(subscribeStyles.day ?? 'day');
  });
});
