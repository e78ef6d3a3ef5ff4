import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import { backendWithAccount, TEST_EMAIL } from '../../testing/testAccounts.ts';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

/** axe-core on the rendered page; contrast needs real layout, so the browser suite checks it. */
async function violations() {
  const results = await axe.run(
    { include: [document.body], exclude: [['[data-testid="location"]']] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((n) => n.html).join(' | ')}`,
  );
}

describe('account pages have no axe violations', () => {
  it.each(['/register', '/register?mode=reset'])('%s', async (route) => {
    renderAccountRoutes({ route, withNav: true });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it('sign-up with the checklist open and a validation error showing', async () => {
    const { user } = renderAccountRoutes({ route: '/register?mode=signup', withNav: true });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByLabelText('Password'));
    expect(await violations()).toEqual([]);
  });

  it('sign-up under 18, the parent’s address asked for and its error showing (issue 38)', async () => {
    const { user } = renderAccountRoutes({ route: '/register?mode=signup', withNav: true });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await user.click(screen.getByRole('radio', { name: /under 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText("Your parent's email address")).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('the profile view, the profile form and the open avatar menu', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    const { user } = renderAccountRoutes({ route: '/edit-profile', backend, withNav: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Account menu for ${TEST_EMAIL}` }));
    expect(await violations()).toEqual([]);
  });
});
