import type { MemoryBackend } from '@apex/auth-memory';
import { AUTH_REDIRECT_DELAY_MS, messagesFor, PASSWORD_CRITERIA } from '@apex/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import { backendWithAccount, holdNextAuthCall, TEST_EMAIL } from '../../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
});

const STRONG = 'Strong@123';

async function openSignUp(backend?: MemoryBackend, route = '/register?mode=signup') {
  const rendered = renderAccountRoutes({
    route,
    ...(backend ? { backend } : {}),
  });
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return rendered;
}

const field = (label: string) => screen.getByLabelText(label);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

async function fill(
  user: UserEvent,
  values: Partial<Record<'Username' | 'Email' | 'Password' | 'Confirm password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
  // A whole form answers the age question too (issue 38): an adult, unless a test says otherwise.
  if (values['Confirm password']) {
    await user.click(screen.getByRole('radio', { name: words.accountAge.adult }));
  }
}

describe('the live password checklist', () => {
  it('shows only while the password field has focus', async () => {
    const { user } = await openSignUp();
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    await user.click(field('Password'));
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await user.click(field('Username'));
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
  });

  it('marks each of the five criteria met or not met, in words, as the user types', async () => {
    const { user } = await openSignUp();
    await user.click(field('Password'));
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(PASSWORD_CRITERIA.length);
    for (const item of items()) expect(item).toHaveTextContent(/^✗Not met: /);

    const expectMet = (met: boolean[]) =>
      items().forEach((item, index) => {
        expect(item).toHaveTextContent(met[index] ? 'Met: ' : 'Not met: ');
        expect(item).toHaveAttribute('data-met', String(met[index]));
      });

    await user.keyboard('a'); // lowercase
    expectMet([false, false, true, false, false]);
    await user.keyboard('A'); // uppercase
    expectMet([false, true, true, false, false]);
    await user.keyboard('1'); // number
    expectMet([false, true, true, true, false]);
    await user.keyboard('!'); // special
    expectMet([false, true, true, true, true]);
    await user.keyboard('bc'); // six characters
    expectMet([true, true, true, true, true]);
  });

  it('is linked to the password field as its description', async () => {
    const { user } = await openSignUp();
    await user.click(field('Password'));
    const describedBy = field('Password').getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description.join(' ')).toContain('Not met: At least 6 characters');
  });
});

describe('sign-up validation, in the spec order', () => {
  it.each([
    [{}, words.validation.usernameRequired, 'Username'],
    [{ Username: 'Asha' }, words.validation.emailRequired, 'Email'],
    [{ Username: 'Asha', Email: TEST_EMAIL }, words.validation.passwordRequired, 'Password'],
    [
      { Username: 'Asha', Email: TEST_EMAIL, Password: STRONG },
      words.validation.confirmPasswordRequired,
      'Confirm password',
    ],
    [
      { Username: 'Asha', Email: TEST_EMAIL, Password: STRONG, 'Confirm password': 'Strong@124' },
      words.validation.passwordsDoNotMatch,
      'Confirm password',
    ],
    [
      { Username: 'Asha', Email: TEST_EMAIL, Password: 'weakpw', 'Confirm password': 'weakpw' },
      words.validation.passwordCriteria,
      'Password',
    ],
  ])('%o -> "%s", focused on %s', async (values, message, focused) => {
    const { user, backend } = await openSignUp();
    const createAccount = vi.spyOn(backend.auth, 'createAccount');
    await fill(user, values);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field(focused)).toHaveFocus();
    expect(field(focused)).toHaveAttribute('aria-invalid', 'true');
    expect(createAccount).not.toHaveBeenCalled();
    // A validation failure loses nothing that was typed.
    for (const [label, value] of Object.entries(values)) expect(field(label)).toHaveValue(value);
  });
});

describe('signing up', () => {
  it('writes users/{uid} with username and email only and puts the next steps in the form’s place', async () => {
    const { user, backend } = await openSignUp();
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    expect(await screen.findByText(words.success.accountCreated)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(words.success.accountCreated);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const signedIn = await new Promise<string>((resolve) =>
      backend.auth.onAuthStateChanged((account) => account && resolve(account.uid)),
    );
    expect(await backend.profiles.read(signedIn)).toEqual({ username: 'Asha', email: TEST_EMAIL });
  });

  it('asks whether the person is 18 or older before it makes the account (issue 38)', async () => {
    const { user, backend } = await openSignUp();
    for (const [label, value] of [
      ['Username', 'Asha'],
      ['Email', TEST_EMAIL],
      ['Password', STRONG],
      ['Confirm password', STRONG],
    ] as const) {
      await user.type(field(label), value);
    }
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(words.accountAge.ageRequired);
    expect(screen.getByRole('radio', { name: words.accountAge.adult })).toHaveFocus();
    expect(backend.controls.verificationOutbox).toHaveLength(0);
  });

  it('under 18, asks for a parent’s address other than the account’s, and mails the parent', async () => {
    const { user, backend } = await openSignUp();
    await fill(user, { Username: 'Asha', Email: TEST_EMAIL, Password: STRONG });
    await user.type(field('Confirm password'), STRONG);
    await user.click(screen.getByRole('radio', { name: words.accountAge.minor }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      words.accountAge.parentEmailRequired,
    );
    const parentField = field(words.accountAge.parentEmail);
    expect(parentField).toHaveFocus();
    await user.type(parentField, TEST_EMAIL.toUpperCase());
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(words.accountAge.parentEmailOwn);
    await user.clear(parentField);
    await user.type(parentField, 'mother@example.com');
    await submit(user);
    expect(await screen.findByText(words.success.accountCreated)).toBeInTheDocument();
    expect(backend.controls.consentMail.at(-1)).toMatchObject({
      to: 'mother@example.com',
      kind: 'parent-confirm',
      language: 'en',
    });
  });

  it('shows the duplicate-email text, keeps username and email, empties both passwords', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    const { user } = await openSignUp(backend);
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address is already in use. Please use a different email or login.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.errors['auth/email-already-in-use']);
    expect(field('Username')).toHaveValue('Asha');
    expect(field('Email')).toHaveValue(TEST_EMAIL);
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');
  });

  it("shows any other service error in the service's own words", async () => {
    const { user, backend } = await openSignUp();
    backend.controls.failNext(
      'auth.createAccount',
      'auth/operation-not-allowed',
      'Service says: sign-ups are closed.',
    );
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service says: sign-ups are closed.',
    );
  });

  it('still succeeds when only the profile write fails (the account exists), and logs it', async () => {
    const { user, backend } = await openSignUp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('profiles.create', 'profile/unavailable');
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    expect(await screen.findByText(words.success.accountCreated)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error saving user data:', expect.anything());
  });

  it('keeps the username on the account, so a profile made from it later has the name', async () => {
    const { user, backend } = await openSignUp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('profiles.create', 'profile/unavailable');
    await fill(user, {
      Username: '  Asha Rao ',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    await screen.findByText(words.success.accountCreated);

    const account = await backend.auth.signIn(TEST_EMAIL, STRONG);
    expect(account.displayName).toBe('Asha Rao');
  });

  it('says the account is logged in, never "Please login.", and offers the next steps in order', async () => {
    const { user, location, backend } = await openSignUp();
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    // The live region exists before the message arrives; wait for the message itself.
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(words.success.accountCreated),
      { timeout: 5000 },
    );
    expect(screen.queryByText(words.success.signUp)).not.toBeInTheDocument();
    // Only what is true now (issue 39): the account and its next steps, no sign-up offers.
    expect(
      screen.getByRole('heading', { level: 1, name: words.account.createdTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText(words.account.haveAccount)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: words.account.nextStepsHeading });
    const steps = within(next).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      words.account.nextConfirmEmail({ email: TEST_EMAIL }),
      words.account.nextRegisterChild,
    ]);
    expect(
      within(next).getByRole('link', { name: words.account.nextRegisterLink }),
    ).toHaveAttribute('href', '/exam-registration');
    // "Send again" beside the step that needs the mail (issue 39).
    const sent = backend.controls.verificationOutbox.length;
    await user.click(within(next).getByRole('button', { name: words.account.resendVerification }));
    expect(
      await within(next).findByText(words.verification.resent({ email: TEST_EMAIL })),
    ).toBeInTheDocument();
    expect(backend.controls.verificationOutbox).toHaveLength(sent + 1);
    // No silent jump home: the visitor stays until they choose.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS * 2));
    expect(location()).toBe('/register?mode=signup');
  });

  it('goes back to the page it came from (redirectTo) 2000 ms after saying so', async () => {
    const { user, backend, location } = await openSignUp(
      undefined,
      '/register?mode=signup&redirectTo=%2Fexam-registration',
    );
    const release = holdNextAuthCall(backend, 'createAccount');
    await fill(user, {
      Username: 'Asha',
      Email: TEST_EMAIL,
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await submit(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await release();
    expect(screen.getByRole('status')).toHaveTextContent(words.success.accountCreated);
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(location()).toBe('/register?mode=signup&redirectTo=%2Fexam-registration');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/exam-registration');
  });
});
