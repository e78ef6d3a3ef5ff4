import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from './LocaleContext.ts';
import { type Localized, useLocalized } from './useLocalized.ts';

const greeting: Localized<{ hello: string }> = { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' } };

function Greeting() {
  return <p>{useLocalized(greeting).hello}</p>;
}

describe('useLocalized', () => {
  it('gives the English version outside a language provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('gives the version of the page language', () => {
    render(
      <LocaleContext.Provider value="hi">
        <Greeting />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
  });
});
