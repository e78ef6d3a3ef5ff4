import { AGENCY } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeSectionHref, homeSections, routes } from '../../routes/paths.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => within(screen.getByRole('navigation', { name: 'Menu' }));

describe('the navigation bar', () => {
  it('has the logo linking home and the desktop links with their targets', () => {
    renderApp({ route: routes.apex.path });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: AGENCY.name })).toHaveAttribute('href', '/');
    const links = mainNav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', homeSectionHref(homeSections.about)],
      ['Apex', routes.apex.getHref()],
      ['Services', homeSectionHref(homeSections.services)],
      ['Contact', homeSectionHref(homeSections.contact)],
    ]);
    // From another page the anchors point at the home page's sections.
    expect(mainNav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(mainNav().getByRole('link', { name: 'Apex' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers SignUp, opening the sign-up form, to a signed-out visitor (issue 39)', () => {
    renderApp();
    const banner = within(screen.getByRole('banner'));
    const signUps = banner.getAllByRole('link', { name: 'SignUp', hidden: true });
    expect(signUps.length).toBeGreaterThan(0);
    for (const link of signUps) {
      expect(link).toHaveAttribute('href', routes.register.getHref('signup'));
    }
  });

  it('following an anchor from another page lands on that home section', async () => {
    const { user } = renderApp({ route: routes.apex.path });
    await user.click(mainNav().getByRole('link', { name: 'Services' }));
    expect(screen.getByRole('heading', { level: 1, name: /All India/ })).toBeInTheDocument();
    const services = document.getElementById(homeSections.services);
    expect(services).not.toBeNull();
    expect(services).toHaveFocus();
  });
});

describe('the mobile menu', () => {
  it('is a toggle that says what it controls and whether it is open', async () => {
    const { user } = renderApp();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(controlled).toBeVisible();
    const links = mobileMenu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Work', routes.work.getHref()],
      ['Apex', routes.apex.getHref()],
      ['Services', routes.services.getHref()],
      ['About', routes.about.getHref()],
      ['Contact', routes.contact.getHref()],
      ['हिंदी', '/hi'],
      ['SignUp', routes.register.getHref('signup')],
    ]);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(controlled).not.toBeVisible();
  });

  it('closes when a link is chosen, and the page changes', async () => {
    const { user } = renderApp();
    await user.click(menuButton());
    await user.click(mobileMenu().getByRole('link', { name: 'Work' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('leads from the account link in the menu to the register page', async () => {
    const { user } = renderApp();
    await user.click(menuButton());
    await user.click(mobileMenu().getByRole('link', { name: 'SignUp' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderApp();
    await user.click(menuButton());
    await user.tab();
    expect(mobileMenu().getByRole('link', { name: 'Work' })).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderApp();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open for clicks inside it', async () => {
    const { user } = renderApp();
    await user.click(menuButton());
    await user.click(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the navigation in Hindi', () => {
  it('names the bar and its links in Hindi, each staying on the Hindi site', () => {
    renderApp({ route: '/hi/apex' });
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['परिचय', '/hi#about'],
      ['Apex', '/hi/apex'],
      ['सेवाएँ', '/hi#best-service'],
      ['संपर्क', '/hi#contact'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('has a Hindi menu button and menu', async () => {
    const { user } = renderApp({ route: '/hi/' });
    const button = screen.getByRole('button', { name: 'मेन्यू' });
    await user.click(button);
    const menu = within(screen.getByRole('navigation', { name: 'मेन्यू' }));
    expect(
      menu
        .getAllByRole('link')
        .slice(0, 5)
        .map((link) => link.textContent),
    ).toEqual(['हमारा काम', 'Apex', 'सेवाएँ', 'परिचय', 'संपर्क']);
    expect(menu.queryByRole('link', { name: 'Work' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
  });
});
