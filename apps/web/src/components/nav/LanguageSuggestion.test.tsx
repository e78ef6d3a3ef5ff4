import { messagesFor } from '@apex/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLanguageChoice, rememberLanguageChoice } from '../../hooks/languageChoice.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const hindi = messagesFor('hi').language;

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the offer of the Hindi site', () => {
  it('shows on the English home page to a browser that prefers Hindi, and never redirects', async () => {
    browserLanguages(['hi-IN', 'en-IN']);
    const app = renderApp({ route: '/' });
    const note = await screen.findByRole('complementary', { name: hindi.suggestion });
    expect(note).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('link', { name: hindi.suggestionLink })).toHaveAttribute('href', '/hi');
    expect(app.location().pathname).toBe('/');
  });

  it('goes away, for good, when the reader stays in English', async () => {
    browserLanguages(['hi-IN']);
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: messagesFor('en').language.stay }));
    expect(screen.queryByRole('complementary', { name: hindi.suggestion })).toBeNull();
    expect(readLanguageChoice()).toBe('en');
  });

  it('is not shown to a browser that prefers English, once a language was chosen, or off the home page', () => {
    browserLanguages(['en-IN', 'hi-IN']);
    renderApp({ route: '/' }).unmount();
    browserLanguages(['hi-IN']);
    rememberLanguageChoice('en');
    renderApp({ route: '/' }).unmount();
    window.localStorage.clear();
    renderApp({ route: '/apex' });
    expect(screen.queryByRole('complementary', { name: hindi.suggestion })).toBeNull();
  });
});
