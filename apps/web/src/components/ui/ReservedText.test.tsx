import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservedText } from './ReservedText.tsx';

describe('ReservedText', () => {
  it('shows the text and keeps every other one hidden from everyone, in the same place', () => {
    const { container } = render(
      <p>
        <ReservedText
          text="No test is open yet."
          alternatives={[
            'No test is open yet.',
            'The window has closed.',
            'The window has closed.',
          ]}
        />
      </p>,
    );
    const shown = screen.getByText('No test is open yet.');
    expect(shown.closest('[aria-hidden="true"]')).toBeNull();
    const reserved = screen.getByText('The window has closed.');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    // One copy of each text: the shown one is not repeated, a repeated alternative counts once.
    expect(container.textContent).toBe('No test is open yet.The window has closed.');
    expect(shown.parentElement).toBe(reserved.parentElement);
  });
});
