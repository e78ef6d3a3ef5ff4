import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField.tsx';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function Harness() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="pw"
      label="Password"
      autoComplete="current-password"
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that reports its state', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Hide');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('warns while Caps Lock is on, and stops when it is off', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.keyboard('a');
    expect(screen.queryByText('Caps Lock is on.')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText('Caps Lock is on.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Caps Lock is on.');
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('Caps Lock is on.')).not.toBeInTheDocument();
  });

  it('accepts a pasted password', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Pasted@123');
    expect(screen.getByLabelText('Password')).toHaveValue('Pasted@123');
  });
});
