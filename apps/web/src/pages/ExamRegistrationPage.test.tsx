import { createMemoryBackend } from '@apex/auth-memory';
import {
  CONSENT_NOTICE_VERSION,
  consentNotice,
  EDITION_2024,
  formatPhone,
  messagesFor,
  PLACEHOLDER_ORGANISER,
} from '@apex/core';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { REGISTRATION_COPY } from '../content/registrationCopy.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { routes } from '../routes/paths.ts';
import { fixedClock, PHASE_DAYS } from '../testing/fixedClock.ts';
import {
  fillGrade8,
  GRADE_8_DETAILS,
  registerGrade8,
  registrationControls,
} from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import {
  backendWithAccount,
  serverNow,
  TEST_EMAIL,
  TEST_PASSWORD,
  verifyNewestMail,
} from '../testing/testAccounts.ts';
import ExamRegistrationPage from './ExamRegistrationPage.tsx';

const words = messagesFor('en');
const text = words.registration;
const rules = words.registrationValidation;
const OPEN = PHASE_DAYS['registration-open'];
const NUMBER_SHAPE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/;

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const form = registrationControls();

async function openSignedIn({ verified = true, today = OPEN, registered = false } = {}) {
  const { backend, user: account } = await backendWithAccount({ verified });
  const registration = registered ? await registerGrade8(backend, account.uid) : null;
  const rendered = renderApp({ route: routes.examRegistration.path, backend, today });
  return { ...rendered, account, registration };
}

const confirmation = () => screen.findByRole('region', { name: text.confirmed });

describe('/exam-registration while registration is open', () => {
  it('registers a candidate from the form and shows the confirmation with the number', async () => {
    const { user, backend, account } = await openSignedIn();
    await screen.findByRole('textbox', { name: text.candidateName });
    expect(form.guardianEmail()).toHaveValue(TEST_EMAIL);
    expect(form.guardianEmail()).toHaveAccessibleDescription(text.guardianEmailHint);
    expect(screen.getByText(REGISTRATION_COPY.en.needs)).toBeInTheDocument();
    expect(screen.queryByText(REGISTRATION_COPY.en.tickAgain)).not.toBeInTheDocument();
    expect(form.consent()).not.toBeChecked();
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/privacypolicy#exam-registration',
    );
    await fillGrade8(user);
    await user.click(form.submit());

    const shown = await confirmation();
    expect(within(shown).getByRole('heading', { level: 2, name: text.confirmed })).toHaveFocus();
    const number = within(shown).getByTestId('registration-number').textContent ?? '';
    expect(number).toMatch(NUMBER_SHAPE);
    expect(within(shown).getByText('आशा वर्मा')).toBeInTheDocument();
    expect(within(shown).getByText('Grade 8')).toBeInTheDocument();
    // Stored as +919876543210, shown as people write it.
    expect(within(shown).getByText('+91 98765 43210')).toBeInTheDocument();
    for (const [index, batch] of EDITION_2024.batches.entries()) {
      expect(within(shown).getByText(new RegExp(`^Batch ${index + 1}:`))).toHaveTextContent(
        batch.start.slice(0, 4),
      );
    }
    expect(
      within(shown).getByText(text.nextCertificate({ email: TEST_EMAIL, days: '7' })),
    ).toBeInTheDocument();
    expect(screen.getByText(text.saved)).toBeInTheDocument();

    expect(backend.controls.registrations).toHaveLength(1);
    expect(backend.controls.registrations[0]).toMatchObject({
      uid: account.uid,
      editionId: EDITION_2024.id,
      details: { ...GRADE_8_DETAILS, noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: 'en' },
    });
    expect(window.localStorage.getItem('apex:registration-draft')).toBeNull();
  });

  it('prints the confirmation with the browser', async () => {
    const { user } = await openSignedIn({ registered: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await confirmation();
    await user.click(screen.getByRole('button', { name: text.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('names the organiser on the slip: who runs the exam and whom to ask', async () => {
    await openSignedIn({ registered: true });
    const shown = await confirmation();
    const organiser = within(shown)
      .getByRole('heading', { level: 3, name: text.organiserHeading })
      .closest('div');
    expect(organiser).not.toBeNull();
    const block = within(organiser ?? shown);
    expect(block.getByText(PLACEHOLDER_ORGANISER.legalName)).toBeInTheDocument();
    for (const line of PLACEHOLDER_ORGANISER.postalAddress)
      expect(block.getByText(line)).toBeInTheDocument();
    expect(
      block.getByText(
        text.organiserContact({
          email: PLACEHOLDER_ORGANISER.supportEmail,
          phone: formatPhone(PLACEHOLDER_ORGANISER.phone),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('shows every error beside its field, in a summary, and focuses the first', async () => {
    const { user, backend } = await openSignedIn();
    const name = await screen.findByRole('textbox', { name: text.candidateName });
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(rules.candidateNameRequired));
    expect(form.grade()).toHaveAccessibleDescription(rules.gradeRequired);
    // Only a parent or guardian registers: said up front, with no role to choose (issue 28).
    expect(screen.getByText(words.guardianStatus.parentOnly)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(form.consent()).toHaveAttribute('aria-invalid', 'true');
    // The prefilled address and the optional mobile are fine.
    expect(form.guardianEmail()).not.toHaveAttribute('aria-invalid');
    expect(form.guardianMobile()).not.toHaveAttribute('aria-invalid');

    const summary = screen.getByText(text.errorSummary).closest('[role="alert"]') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      rules.candidateNameRequired,
      rules.gradeRequired,
      rules.schoolNameRequired,
      rules.schoolCityRequired,
      rules.schoolStateRequired,
      rules.guardianNameRequired,
      rules.consentRequired,
    ]);
    await user.click(within(summary).getByRole('link', { name: rules.schoolStateRequired }));
    expect(form.schoolState()).toHaveFocus();

    // Typing a name clears its message; the rest stay until the next attempt.
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(form.grade()).toHaveAttribute('aria-invalid', 'true');
    expect(backend.controls.registrations).toHaveLength(0);
  });

  it('refuses to register without the consent box ticked, and focuses it', async () => {
    const { user, backend } = await openSignedIn();
    await screen.findByRole('textbox', { name: text.candidateName });
    await fillGrade8(user, { consent: false });
    await user.click(form.submit());
    expect(form.consent()).toHaveFocus();
    expect(form.consent()).toHaveAccessibleDescription(
      expect.stringContaining(rules.consentRequired),
    );
    expect(backend.controls.registrations).toHaveLength(0);
  });

  it('names a mobile number that is not an Indian mobile, and keeps it as typed', async () => {
    const { user } = await openSignedIn();
    await screen.findByRole('textbox', { name: text.candidateName });
    await fillGrade8(user);
    await user.clear(form.guardianMobile());
    await user.type(form.guardianMobile(), '12345');
    await user.click(form.submit());
    expect(form.guardianMobile()).toHaveFocus();
    expect(form.guardianMobile()).toHaveAccessibleDescription(
      expect.stringContaining(rules.guardianMobileInvalid),
    );
    expect(form.guardianMobile()).toHaveValue('12345');
  });

  it('keeps everything typed, the tick too, when the save fails, and says why', async () => {
    const { user, backend } = await openSignedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('textbox', { name: text.candidateName });
    await fillGrade8(user);
    backend.controls.failNext('registrations.save', 'registration/unavailable');
    await user.click(form.submit());

    expect(await screen.findByText(words.errors['registration/unavailable'])).toBeInTheDocument();
    expect(form.candidateName()).toHaveValue('आशा वर्मा');
    expect(form.grade()).toHaveValue('8');
    expect(form.schoolState()).toHaveValue('Uttar Pradesh');
    expect(form.guardianMobile()).toHaveValue('098765 43210');
    expect(form.consent()).toBeChecked();

    await user.click(form.submit());
    expect(await confirmation()).toBeInTheDocument();
  });

  it('offers to resend the verification mail when the address is not verified yet', async () => {
    const { user, backend } = await openSignedIn({ verified: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('textbox', { name: text.candidateName });
    await fillGrade8(user);
    await user.click(form.submit());

    expect(
      await screen.findByText(words.errors['registration/email-not-verified']),
    ).toBeInTheDocument();
    const sent = backend.controls.verificationOutbox.length;
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(words.verification.resent({ email: TEST_EMAIL })),
    ).toBeInTheDocument();
    expect(backend.controls.verificationOutbox).toHaveLength(sent + 1);
    expect(form.candidateName()).toHaveValue('आशा वर्मा');
  });

  it('says the address needs verifying at the top of the form, and drops the refusal once it is (issue 39)', async () => {
    const { user, backend } = await openSignedIn({ verified: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = await screen.findByRole('textbox', { name: text.candidateName });
    const banner = screen.getByRole('region', { name: words.account.emailVerification });
    // Before the first field: nobody fills in the whole form to learn it at Register.
    expect(banner.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    await fillGrade8(user);
    await user.click(form.submit());
    const refusal = words.errors['registration/email-not-verified'];
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await verifyNewestMail(backend);
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByText(words.verification.verified)).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: words.account.emailVerification })).toBeNull();
    expect(form.candidateName()).toHaveValue('आशा वर्मा');
  });

  it('edits an existing registration: the form comes back filled in, the number stays', async () => {
    const { user, backend, registration: stored } = await openSignedIn({ registered: true });
    await user.click(await screen.findByRole('button', { name: text.edit }));

    expect(form.candidateName()).toHaveValue('आशा वर्मा');
    expect(form.grade()).toHaveValue('8');
    expect(form.guardianMobile()).toHaveValue('+919876543210');
    // Each save gives consent again.
    expect(form.consent()).not.toBeChecked();
    await user.selectOptions(form.grade(), '9');
    await user.click(form.consent());
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    const shown = await confirmation();
    expect(within(shown).getByText('Grade 9')).toBeInTheDocument();
    expect(within(shown).getByTestId('registration-number')).toHaveTextContent(
      stored?.registrationNumber ?? 'missing',
    );
    expect(backend.controls.registrations).toHaveLength(1);
    expect(backend.controls.registrations[0]?.details.grade).toBe(9);
  });

  it('Cancel leaves an edit without saving', async () => {
    const { user } = await openSignedIn({ registered: true });
    await user.click(await screen.findByRole('button', { name: text.edit }));
    await user.selectOptions(form.grade(), '9');
    await user.click(screen.getByRole('button', { name: text.cancelEdit }));
    expect(within(await confirmation()).getByText('Grade 8')).toBeInTheDocument();
  });

  it('withdraws after asking, deletes the registration and says so', async () => {
    const { user, backend } = await openSignedIn({ registered: true });
    await user.click(await screen.findByRole('button', { name: text.withdraw }));
    expect(screen.getByText(text.withdrawQuestion)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: text.withdrawKeep }));
    expect(screen.getByRole('button', { name: text.withdraw })).toHaveFocus();
    expect(backend.controls.registrations).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: text.withdraw }));
    await user.click(screen.getByRole('button', { name: text.withdrawConfirm }));
    const news = await screen.findByText(text.withdrawn);
    expect(news).toHaveFocus();
    expect(news.closest('[role="status"]')).not.toBeNull();
    expect(backend.controls.registrations).toHaveLength(0);
    // A new, empty form: the candidate's details are gone from the page too.
    expect(form.candidateName()).toHaveValue('');
  });

  it('keeps the registration and says so when withdrawing fails', async () => {
    const { user, backend } = await openSignedIn({ registered: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: text.withdraw }));
    backend.controls.failNext('registrations.withdraw', 'registration/unavailable');
    await user.click(screen.getByRole('button', { name: text.withdrawConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.withdrawFailed);
    expect(backend.controls.registrations).toHaveLength(1);
    expect(screen.getByTestId('registration-number')).toBeInTheDocument();
  });

  it('says so and offers to try again when the registration cannot be read', async () => {
    const { backend } = await backendWithAccount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('registrations.read', 'registration/unavailable');
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    await user.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(await screen.findByRole('textbox', { name: text.candidateName })).toBeInTheDocument();
  });
});

describe('/exam-registration when the read does not come back clean (issue 30)', () => {
  it('says the read took too long and offers Retry', async () => {
    const { backend } = await backendWithAccount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('registrations.read', 'registration/timeout');
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });

    expect(await screen.findByRole('alert')).toHaveTextContent(words.slowRead.registration);
    await user.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(await screen.findByRole('textbox', { name: text.candidateName })).toBeInTheDocument();
  });

  it('still offers Withdraw for a stored registration that no longer validates', async () => {
    const { backend, user: account } = await backendWithAccount();
    await registerGrade8(backend, account.uid);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('registrations.read', 'registration/invalid');
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });

    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    await user.click(screen.getByRole('button', { name: text.withdraw }));
    await user.click(await screen.findByRole('button', { name: text.withdrawConfirm }));

    expect(await screen.findByText(text.withdrawn)).toBeInTheDocument();
    expect(backend.controls.registrations).toEqual([]);
  });
});

describe('/exam-registration for a visitor who is not signed in', () => {
  it('says before the fields what registering needs, that the tick is given again, and claims no account address', async () => {
    const backend = createMemoryBackend({ now: serverNow });
    renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    const name = await screen.findByRole('textbox', { name: text.candidateName });
    const needs = screen.getByText(REGISTRATION_COPY.en.needs);
    // Before the first field, not after the form.
    expect(needs.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(REGISTRATION_COPY.en.tickAgain)).toBeInTheDocument();
    expect(form.guardianEmail()).toHaveAccessibleDescription(text.guardianEmailHintNoAccount);
    expect(screen.queryByText(text.guardianEmailHint)).not.toBeInTheDocument();
  });

  it('takes what they typed through sign-up and back to the form, but never the tick', async () => {
    const backend = createMemoryBackend({ now: serverNow });
    const { user, location } = renderApp({
      route: routes.examRegistration.path,
      backend,
      today: OPEN,
    });
    await screen.findByRole('textbox', { name: text.candidateName });
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
    await user.type(form.candidateName(), 'आशा वर्मा');
    await user.selectOptions(form.grade(), '8');
    // The guardian's choice about the school sits with the school, not the candidate (issue 39).
    const school = within(screen.getByRole('group', { name: text.schoolSection }));
    await user.click(
      school.getByRole('checkbox', { name: messagesFor('en').certificate.showSchool }),
    );
    await user.click(form.consent());

    const signUp = screen.getByRole('link', { name: text.signUp });
    expect(signUp).toHaveAttribute('href', '/register?mode=signup&redirectTo=%2Fexam-registration');
    expect(screen.getByRole('link', { name: text.logIn })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fexam-registration',
    );
    await user.click(signUp);

    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await user.type(screen.getByLabelText('Username'), 'Ravi');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), TEST_PASSWORD);
    await user.click(screen.getByRole('radio', { name: messagesFor('en').accountAge.adult }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const name = await screen.findByRole('textbox', { name: text.candidateName });
    expect(location().pathname).toBe(routes.examRegistration.path);
    expect(name).toHaveValue('आशा वर्मा');
    expect(form.grade()).toHaveValue('8');
    // Every field, the guardian's "show the school" choice included (issue 39).
    expect(
      screen.getByRole('checkbox', { name: messagesFor('en').certificate.showSchool }),
    ).toBeChecked();
    expect(form.consent()).not.toBeChecked();
    // The new account's address fills the guardian's email.
    expect(form.guardianEmail()).toHaveValue('ravi@example.com');
    expect(form.submit()).toBeInTheDocument();
    const draft: unknown = JSON.parse(
      window.localStorage.getItem('apex:registration-draft') ?? '{}',
    );
    expect(draft).toMatchObject({ candidateName: 'आशा वर्मा', grade: '8' });
    expect(draft).not.toHaveProperty('consentRole');
    expect(draft).not.toHaveProperty('consent');
  });
});

describe('/exam-registration while registration is not open', () => {
  it('offers no form once the edition has closed, only the notify-me form', async () => {
    const { backend } = await backendWithAccount();
    renderApp({ route: routes.examRegistration.path, backend, today: PHASE_DAYS.closed });
    expect(await screen.findByRole('heading', { name: text.closedHeading })).toBeInTheDocument();
    expect(screen.getByText(text.closedNow)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('form', { name: 'Notify me about the next exam' })).toBeInTheDocument();
    expect(main.queryByRole('textbox', { name: text.candidateName })).not.toBeInTheDocument();
  });

  it('says when registration opens before it has', async () => {
    renderApp({ route: routes.examRegistration.path, today: PHASE_DAYS.announced });
    expect(
      await screen.findByText(
        text.opensOn({ edition: 'October 2024', date: '1st September 2024' }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.candidateName })).not.toBeInTheDocument();
  });
});

describe('/exam-registration in Hindi', () => {
  it('shows the form in Hindi, the states by their Hindi names', async () => {
    const hindi = messagesFor('hi').registration;
    const { backend } = await backendWithAccount();
    render(
      <AppProviders backend={backendHandleOf(backend)} clock={fixedClock(OPEN)}>
        <LocaleContext.Provider value="hi">
          <MemoryRouter initialEntries={[`/hi${routes.examRegistration.path}`]}>
            <ExamRegistrationPage />
          </MemoryRouter>
        </LocaleContext.Provider>
      </AppProviders>,
    );
    const name = await screen.findByRole('textbox', { name: hindi.candidateName });
    expect(
      screen.getByRole('link', { name: 'हम पंजीकरण की जानकारी कैसे सँभालते हैं (गोपनीयता नीति)' }),
    ).toHaveAttribute('href', '/hi/privacypolicy#exam-registration');
    expect(screen.getByRole('heading', { level: 1, name: hindi.title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: hindi.grade })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'उत्तर प्रदेश' })).toHaveValue('Uttar Pradesh');
    expect(screen.getByText(messagesFor('hi').guardianStatus.parentOnly)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: consentNotice('hi') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hindi.submit })).toBeInTheDocument();
    expect(screen.queryByText(text.candidateName)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: hindi.submit }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(messagesFor('hi').registrationValidation.candidateNameRequired),
    );
    await waitFor(() => expect(screen.getByText(hindi.errorSummary)).toBeInTheDocument());
  });
});
