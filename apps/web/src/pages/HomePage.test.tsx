import { EDITION_2024, EXAM, formatDateRange, formatRupees } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(hero.getByText(new RegExp(formatDateRange(EDITION_2024.window)))).toBeInTheDocument();
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

  it('quotes the home copy prize and certificate figures in the contact banner', () => {
    renderApp();
    const contact = section(homeSections.contact);
    expect(
      contact.getByText(new RegExp(`up to ${EXAM.prize.homeUpToLakh} lakh rupees`)),
    ).toBeInTheDocument();
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
});
