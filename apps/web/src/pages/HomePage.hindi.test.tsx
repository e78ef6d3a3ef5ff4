import { EDITION_2024, formatRupees } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeSections } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { englishLeftIn, latinOnlyTexts, translatedElsewhere } from '../testing/readableText.ts';
import { renderApp } from '../testing/renderApp.tsx';

const section = (id: string) => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`no #${id}`);
  return element;
};

describe('the Hindi home page', () => {
  it.each(Object.entries(PHASE_DAYS))('reads in Hindi from top to bottom (%s)', (_phase, today) => {
    renderApp({ route: '/hi/', today });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apex अखिल भारतीय कौशल एवं भाषा परीक्षा' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(englishLeftIn(main, { skip: translatedElsewhere })).toEqual([]);
    expect(latinOnlyTexts(main, { skip: translatedElsewhere })).toEqual([]);
  });

  it('says in the hero, in Hindi, that the test is live, when it runs and what it was priced', () => {
    renderApp({ route: '/hi/', today: PHASE_DAYS.live });
    const hero = within(section(homeSections.hero));
    expect(hero.getByText('अभी लाइव!')).toBeInTheDocument();
    expect(hero.queryByText('LIVE NOW!')).not.toBeInTheDocument();
    expect(hero.getByText(/40 मिनट की अंग्रेज़ी और गणित की परीक्षा/)).toBeInTheDocument();
    expect(hero.getByText(/5 से 25 अक्टूबर 2024 के बीच/)).toBeVisible();
    const oldPrice = hero.getByText(formatRupees(EDITION_2024.offer.originalPriceRupees, 'hi'));
    expect(oldPrice.closest('s')).toHaveTextContent(/^पहले/);
    expect(hero.getByRole('link', { name: 'परीक्षा दें' })).toHaveAttribute('href', '/hi/apex');
    expect(hero.getByRole('img', { name: /उत्तर-पुस्तिका/ })).toBeInTheDocument();
  });

  it('introduces us and the exam in Hindi, with the animation named and paused in Hindi', () => {
    renderApp({ route: '/hi/' });
    const about = within(section(homeSections.about));
    expect(about.getByRole('heading', { name: 'हम कौन हैं' })).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'अभी Apex परीक्षा दें' })).toBeInTheDocument();
    expect(about.getByRole('img', { name: /रॉकेट/ })).toBeInTheDocument();
    expect(about.getByRole('button', { name: /एनिमेशन/ })).toBeInTheDocument();
    expect(about.queryByText('Who We Are')).not.toBeInTheDocument();
  });

  it('lists the services in Hindi', () => {
    renderApp({ route: '/hi/' });
    const services = within(section(homeSections.services));
    expect(services.getByRole('heading', { name: 'हमारी प्रमुख सेवाएँ' })).toBeInTheDocument();
    for (const heading of ['शिक्षा पहल', 'मोबाइल ऐप', 'ब्लॉकचेन तकनीक', 'वेब डिज़ाइन और डेवलपमेंट']) {
      expect(services.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(services.getByText('Apex अखिल भारतीय परीक्षा-शृंखला')).toBeInTheDocument();
    expect(services.queryByText('Education Initiative')).not.toBeInTheDocument();
  });

  it('shows the course gallery in Hindi, the course titles kept as they are sold', () => {
    renderApp({ route: '/hi/' });
    const products = within(section(homeSections.products));
    expect(products.getByRole('list', { name: 'उत्पाद' })).toBeInTheDocument();
    expect(products.getByRole('button', { name: /स्लाइडशो/ })).toBeInTheDocument();
    expect(products.getByText('शुरुआती')).toBeInTheDocument();
    expect(products.getByRole('link', { name: 'Blockchain for Beginners' })).toHaveAttribute(
      'href',
      '/hi/beginner',
    );
    expect(products.getByRole('img', { name: /तीन ब्लॉक/ })).toBeInTheDocument();
    expect(products.queryByText(/Start from zero/)).not.toBeInTheDocument();
  });

  it('invites registration in Hindi in the contact banner while registration is open', () => {
    renderApp({ route: '/hi/', today: PHASE_DAYS['registration-open'] });
    const contact = within(section(homeSections.contact));
    expect(
      contact.getByRole('heading', { name: 'आज ही Apex के लिए पंजीकरण करें' }),
    ).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'अभी पंजीकरण करें' })).toBeInTheDocument();
    expect(contact.getByText(/₹1.7 लाख से ₹2.5 लाख तक के पुरस्कार वाउचर/)).toBeInTheDocument();
    expect(contact.queryByText(/लाख रुपये/)).toBeNull();
    expect(contact.queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
  });

  it('names our communities, brand and payment partner in Hindi', () => {
    renderApp({ route: '/hi/' });
    const community = within(section(homeSections.community));
    expect(community.getByRole('heading', { name: 'हमारे समुदाय' })).toBeInTheDocument();
    expect(community.getByText('हमारा ब्रांड')).toBeInTheDocument();
    expect(community.getByRole('img', { name: /बैंक कार्ड/ })).toBeInTheDocument();
    expect(community.queryByText('Our Communities')).not.toBeInTheDocument();
  });
});
