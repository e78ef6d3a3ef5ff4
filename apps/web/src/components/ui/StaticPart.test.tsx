import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SiteNavigation, SiteNavigationContext } from '../../hooks/SiteNavigationContext.ts';
import {
  beginInitialHydration,
  endInitialHydration,
  isInitialHydration,
} from '../../hydration/initialHydration.ts';
import { fakeSiteNavigation } from '../../testing/fakeSiteNavigation.ts';
import { SiteLink } from './SiteLink.tsx';
import { StaticPart } from './StaticPart.tsx';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  endInitialHydration();
});

const renders = vi.fn();

/** Counts its renders: a part React keeps as markup never renders its children in the browser. */
function Copy({ children }: { children: ReactNode }) {
  renders();
  return <p>{children}</p>;
}

function Page({ site, heading }: { site: SiteNavigation; heading: string }) {
  return (
    <SiteNavigationContext.Provider value={site}>
      <h1>{heading}</h1>
      <StaticPart as="ul" className="cards" aria-label="Cards">
        <li>
          <Copy>Certificates for every candidate</Copy>
        </li>
        <li>
          <a href="/hi/apex">Apex</a>
        </li>
      </StaticPart>
    </SiteNavigationContext.Provider>
  );
}

/** The browser's start on a prerendered page: the server's markup, then hydration (entry-client.tsx). */
async function hydratePage(serverHeading: string, browserHeading: string) {
  const site = fakeSiteNavigation();
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page site={site} heading={serverHeading} />);
  document.body.append(container);
  const prerendered = container.querySelector('ul');
  renders.mockClear();
  const errors: unknown[] = [];
  const host = container;
  beginInitialHydration();
  await act(async () => {
    root = hydrateRoot(host, <Page site={site} heading={browserHeading} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  endInitialHydration();
  return { site, prerendered, errors };
}

describe('StaticPart', () => {
  it('renders its children as the element it is, with its attributes', () => {
    render(<Page site={fakeSiteNavigation()} heading="Apex" />);
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(list).toHaveClass('cards');
    expect(list).toHaveTextContent('Certificates for every candidate');
    expect(renders).toHaveBeenCalled();
  });

  it('keeps the prerendered markup as it is while the page hydrates, without rendering its children', async () => {
    const { prerendered, errors } = await hydratePage('Apex', 'Apex');
    expect(errors).toEqual([]);
    expect(renders).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(list).toBe(prerendered);
    expect(list).toHaveTextContent('Certificates for every candidate');
    expect(screen.getByRole('link', { name: 'Apex' })).toHaveAttribute('href', '/hi/apex');
  });

  it('keeps its content when a mismatch elsewhere makes React render the page afresh', async () => {
    const { errors } = await hydratePage('Apex', 'Apex 2027');
    expect(errors).not.toEqual([]);
    expect(screen.getByRole('heading', { name: 'Apex 2027' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent(
      'Certificates for every candidate',
    );
    expect(screen.getByRole('link', { name: 'Apex' })).toBeInTheDocument();
  });

  it('renders its children when it mounts after the page has hydrated (another page)', async () => {
    await hydratePage('Apex', 'Apex');
    expect(isInitialHydration()).toBe(false);
    render(<Page site={fakeSiteNavigation()} heading="Next page" />);
    expect(renders).toHaveBeenCalled();
  });

  it("follows a plain click on a kept link through the site's navigation, as a SiteLink would", async () => {
    const { site } = await hydratePage('Apex', 'Apex');
    await userEvent.click(screen.getByRole('link', { name: 'Apex' }));
    expect(site.go).toHaveBeenCalledWith('/apex');
  });

  it.each([
    ['with Ctrl', { href: '/hi/apex' }, { ctrlKey: true }],
    ['with another target', { href: '/hi/apex', target: '_blank', rel: 'noreferrer' }, {}],
    ['to a download', { href: '/hi/apex', download: true }, {}],
    ['to a place on the page', { href: '#dates' }, {}],
    ['to the other language', { href: '/apex' }, {}],
    ['to another site', { href: 'https://example.com/hi/apex' }, {}],
  ])('leaves a click on a link %s to the browser', (_, attributes, init) => {
    const site = fakeSiteNavigation();
    render(
      <SiteNavigationContext.Provider value={site}>
        <StaticPart>
          <a {...attributes}>Apex</a>
        </StaticPart>
      </SiteNavigationContext.Provider>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    screen.getByRole('link', { name: 'Apex' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(site.go).not.toHaveBeenCalled();
  });

  it('goes once for a live SiteLink inside it, and still runs its own onClick', async () => {
    const site = fakeSiteNavigation();
    const onClick = vi.fn();
    render(
      <SiteNavigationContext.Provider value={site}>
        <StaticPart onClick={onClick}>
          <SiteLink to="/apex">Apex</SiteLink>
        </StaticPart>
      </SiteNavigationContext.Provider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Apex' }));
    expect(site.go).toHaveBeenCalledTimes(1);
    expect(site.go).toHaveBeenCalledWith('/apex');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
