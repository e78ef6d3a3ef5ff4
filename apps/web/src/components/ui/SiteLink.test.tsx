import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type SiteNavigation, SiteNavigationContext } from '../../hooks/SiteNavigationContext.ts';
import { fakeSiteNavigation } from '../../testing/fakeSiteNavigation.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { SiteLink } from './SiteLink.tsx';

function renderWith(site: SiteNavigation, link: React.ReactNode) {
  return render(
    <SiteNavigationContext.Provider value={site}>{link}</SiteNavigationContext.Provider>,
  );
}

describe('SiteLink', () => {
  it("is a link to the path's address in the document's language", () => {
    renderWith(fakeSiteNavigation(), <SiteLink to="/apex">Apex</SiteLink>);
    expect(screen.getByRole('link', { name: 'Apex' })).toHaveAttribute('href', '/hi/apex');
  });

  it('goes there without reloading the document on a plain click, after its own onClick', async () => {
    const site = fakeSiteNavigation();
    const order: string[] = [];
    site.go.mockImplementation(() => order.push('go'));
    renderWith(
      site,
      <SiteLink to="/apex" onClick={() => order.push('onClick')}>
        Apex
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Apex' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(site.go).toHaveBeenCalledWith('/apex');
    expect(order).toEqual(['onClick', 'go']);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window, a download)', (_, init) => {
    const site = fakeSiteNavigation();
    renderWith(site, <SiteLink to="/apex">Apex</SiteLink>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    screen.getByRole('link', { name: 'Apex' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(site.go).not.toHaveBeenCalled();
  });

  it('leaves a link with another target, or whose onClick prevented the default, alone', () => {
    const site = fakeSiteNavigation();
    renderWith(
      site,
      <>
        <SiteLink to="/apex" target="_blank">
          New tab
        </SiteLink>
        <SiteLink to="/apex" onClick={(event) => event.preventDefault()}>
          Handled
        </SiteLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(site.go).not.toHaveBeenCalled();
  });

  it("is React Router's Link outside the site's root (a component rendered alone)", async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <SiteLink to="/apex">Apex</SiteLink> },
        { path: '/apex', element: <p>The Apex page</p> },
      ],
      { initialEntries: ['/hi'], basename: '/hi' },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Apex' });
    expect(link).toHaveAttribute('href', '/hi/apex');
    await userEvent.click(link);
    expect(await screen.findByText('The Apex page')).toBeInTheDocument();
  });
});

describe("the site's links in the whole app", () => {
  it('take a Hindi page to another Hindi page in place, the router following', async () => {
    const { user, router } = renderApp({ route: '/hi/about' });
    const footer = await screen.findByRole('contentinfo');
    const address = [...footer.querySelectorAll<HTMLAnchorElement>('a[href="/hi/address"]')];
    expect(address).toHaveLength(1);
    await user.click(address[0] as HTMLAnchorElement);
    expect(router.state.location.pathname).toBe('/hi/address');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
