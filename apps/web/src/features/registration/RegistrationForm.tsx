import { isBackendError, type Registration } from '@apex/auth-port';
import {
  consentNotice,
  describeError,
  type ExamEdition,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  REGISTRATION_FIELDS,
  REGISTRATION_GRADES,
  type RegistrationField,
  type RegistrationFormValues,
  registrationFieldErrors,
  toRegistrationDetails,
} from '@apex/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { REGISTRATION_COPY, STATE_NAMES } from '../../content/registrationCopy.ts';
import { REGISTRATION_PRIVACY_ID } from '../../content/registrationPrivacy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { Field } from './Field.tsx';
import styles from './registration.module.css';
import { clearDraft, readDraft, saveDraft } from './registrationDraft.ts';

/** Who is signed in, as the form needs it: the owner of the registration and their address. */
export interface RegistrationAccount {
  readonly uid: string;
  readonly email: string | null;
  /** Whether the sign-in address is verified: registering needs it (issue 39). */
  readonly emailVerified: boolean;
}

export interface RegistrationFormProps {
  edition: ExamEdition;
  /** The signed-in account; null for a visitor, who signs up or logs in before sending. */
  account: RegistrationAccount | null;
  /** The registration being changed; absent for a new one. */
  existing?: Registration | undefined;
  onSaved: (registration: Registration) => void;
  /** Shown with Cancel while changing an existing registration. */
  onCancel?: (() => void) | undefined;
  /** The field to focus at once, e.g. the guardian's address when the family changes it. */
  initialFocus?: RegistrationField | undefined;
  /**
   * The account's verification banner, with its Resend (the page passes it): shown at the top of
   * the form while the address is not verified, so a family learns it before filling everything
   * in (issue 39); it says so and goes once the address is verified.
   */
  verification?: ReactNode;
}

type Errors = Partial<Record<RegistrationField, string>>;

const EMPTY: RegistrationFormValues = {
  candidateName: '',
  grade: '',
  schoolName: '',
  schoolCity: '',
  schoolState: '',
  guardianName: '',
  guardianEmail: '',
  guardianMobile: '',
  consent: false,
};

function valuesOf(registration: Registration): RegistrationFormValues {
  return {
    candidateName: registration.candidateName,
    grade: String(registration.grade),
    schoolName: registration.schoolName,
    schoolCity: registration.schoolCity,
    schoolState: registration.schoolState,
    guardianName: registration.guardianName,
    guardianEmail: registration.guardianEmail,
    guardianMobile: registration.guardianMobile ?? '',
    showSchoolOnCertificate: registration.showSchoolOnCertificate === true,
    // Each save gives consent again, so the box starts unticked even when changing (R4).
    consent: false,
  };
}

/** A new form: what was typed before signing in, else empty; the address from the account. */
function startingValues(account: RegistrationAccount | null): RegistrationFormValues {
  const draft = readDraft();
  const values = { ...EMPTY, ...draft, consent: false };
  return values.guardianEmail === '' && account?.email
    ? { ...values, guardianEmail: account.email }
    : values;
}

/**
 * The exam registration form (issue 13): every field labelled, each error beside its field and in
 * a summary, the first invalid field focused; a failure to save keeps everything typed. A visitor
 * who is not signed in fills it in too, then signs up or logs in and comes back to it (the draft).
 */
export function RegistrationForm({
  edition,
  account,
  existing,
  onSaved,
  onCancel,
  initialFocus,
  verification,
}: RegistrationFormProps) {
  const siteHref = useSiteHref();
  const handle = useBackendHandle();
  const locale = useLocale();
  const words = useMessages();
  const text = words.registration;
  const copy = useLocalized(REGISTRATION_COPY);
  const stateNames = useLocalized(STATE_NAMES);
  const ids = useId();
  const [values, setValues] = useState<RegistrationFormValues>(() =>
    existing ? valuesOf(existing) : startingValues(account),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  // A refusal for an unverified address is no longer true once the address is verified: it goes.
  const shownFailure =
    failure?.code === 'registration/email-not-verified' && account?.emailVerified === true
      ? null
      : failure;
  const controls = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});

  const idOf = (field: RegistrationField) => `${ids}-${field}`;
  const controlRef = (field: RegistrationField) => (node: HTMLElement | null) => {
    controls.current[field] = node;
  };

  // A new registration's typing is kept for the trip through sign-in (R12); a change is not.
  useEffect(() => {
    if (!existing) saveDraft(values);
  }, [existing, values]);

  const set = <F extends RegistrationField>(field: F, value: RegistrationFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field's message goes; the others stay until the next attempt.
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };

  const focusField = (field: RegistrationField) => controls.current[field]?.focus();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form opens.
  useEffect(() => {
    if (initialFocus !== undefined) controls.current[initialFocus]?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || account === null) return;
    const found = registrationFieldErrors(values, locale);
    setErrors(found);
    setFailure(null);
    const first = REGISTRATION_FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      focusField(first);
      return;
    }
    // The notice was read in the page's language: the record says which text was agreed to.
    const details = toRegistrationDetails(values, locale);
    if (details === null) return;
    setSaving(true);
    try {
      const backend = await handle.load();
      const saved = await backend.registrations.save(account.uid, edition.id, details);
      clearDraft();
      onSaved(saved);
    } catch (error) {
      const code = isBackendError(error) ? error.code : '';
      // A child's account waiting for its parent, or a Google account that has not said its age
      // (issue 38), is an answer shown, not a fault.
      if (
        code !== 'registration/parent-not-confirmed' &&
        code !== 'registration/age-not-declared'
      ) {
        console.error('Error saving the registration:', error);
      }
      const serviceMessage = isBackendError(error) ? error.message : '';
      setFailure({ code, message: describeError(code, serviceMessage, locale).message });
      setSaving(false);
    }
  };

  const errorFields = REGISTRATION_FIELDS.filter((field) => errors[field] !== undefined);
  const returnHere = routes.examRegistration.getHref();
  const field = (name: RegistrationField) => ({
    error: errors[name],
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
      {/* What registering needs comes before the fields, not after them (issue 33). */}
      {existing ? null : <p className={styles.hint}>{copy.needs}</p>}
      {account === null ? <p className={styles.hint}>{copy.tickAgain}</p> : null}
      {verification}
      <div role="alert" className={styles.summary}>
        {errorFields.length > 0 ? (
          <>
            <p>{text.errorSummary}</p>
            <ul>
              {errorFields.map((name) => (
                <li key={name}>
                  <a
                    href={`#${idOf(name)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(name);
                    }}
                  >
                    {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <p className={styles.parentOnly}>{words.guardianStatus.parentOnly}</p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.candidateSection}</legend>
        <Field
          id={idOf('candidateName')}
          label={text.candidateName}
          hint={text.candidateNameHint}
          {...field('candidateName')}
        >
          {(control) => (
            <input
              {...control}
              ref={controlRef('candidateName')}
              className={styles.input}
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
              value={values.candidateName}
              onChange={(event) => set('candidateName', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <Field id={idOf('grade')} label={text.grade} {...field('grade')}>
          {(control) => (
            <select
              {...control}
              ref={controlRef('grade')}
              className={styles.input}
              aria-required="true"
              value={values.grade}
              onChange={(event) => set('grade', event.target.value)}
              disabled={saving}
            >
              <option value="">{text.gradeChoose}</option>
              {REGISTRATION_GRADES.map((grade) => (
                <option key={grade} value={String(grade)}>
                  {text.gradeOption({ grade: String(grade) })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.schoolSection}</legend>
        <Field id={idOf('schoolName')} label={text.schoolName} {...field('schoolName')}>
          {(control) => (
            <input
              {...control}
              ref={controlRef('schoolName')}
              className={styles.input}
              type="text"
              autoComplete="off"
              aria-required="true"
              value={values.schoolName}
              onChange={(event) => set('schoolName', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <Field id={idOf('schoolCity')} label={text.schoolCity} {...field('schoolCity')}>
          {(control) => (
            <input
              {...control}
              ref={controlRef('schoolCity')}
              className={styles.input}
              type="text"
              autoComplete="address-level2"
              aria-required="true"
              value={values.schoolCity}
              onChange={(event) => set('schoolCity', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <Field id={idOf('schoolState')} label={text.schoolState} {...field('schoolState')}>
          {(control) => (
            <select
              {...control}
              ref={controlRef('schoolState')}
              className={styles.input}
              autoComplete="address-level1"
              aria-required="true"
              value={values.schoolState}
              onChange={(event) => set('schoolState', event.target.value)}
              disabled={saving}
            >
              <option value="">{text.stateChoose}</option>
              <optgroup label={text.states}>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {stateNames[state]}
                  </option>
                ))}
              </optgroup>
              <optgroup label={text.unionTerritories}>
                {INDIAN_UNION_TERRITORIES.map((territory) => (
                  <option key={territory} value={territory}>
                    {stateNames[territory]}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
        {/* The guardian's privacy choice about the school, so it sits with the school (issue 39). */}
        <div className={styles.choice}>
          <input
            id={`${ids}-showSchool`}
            type="checkbox"
            checked={values.showSchoolOnCertificate === true}
            onChange={(event) => {
              const { checked } = event.target;
              setValues((current) => ({ ...current, showSchoolOnCertificate: checked }));
            }}
            aria-describedby={`${ids}-showSchool-hint`}
            disabled={saving}
          />
          <label htmlFor={`${ids}-showSchool`}>{words.certificate.showSchool}</label>
        </div>
        <p id={`${ids}-showSchool-hint`} className={styles.hint}>
          {words.certificate.showSchoolHint}
        </p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.guardianSection}</legend>
        <Field id={idOf('guardianName')} label={text.guardianName} {...field('guardianName')}>
          {(control) => (
            <input
              {...control}
              ref={controlRef('guardianName')}
              className={styles.input}
              type="text"
              autoComplete="name"
              spellCheck={false}
              aria-required="true"
              value={values.guardianName}
              onChange={(event) => set('guardianName', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <Field
          id={idOf('guardianEmail')}
          label={text.guardianEmail}
          hint={account?.email ? text.guardianEmailHint : text.guardianEmailHintNoAccount}
          {...field('guardianEmail')}
        >
          {(control) => (
            <input
              {...control}
              ref={controlRef('guardianEmail')}
              className={styles.input}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              aria-required="true"
              value={values.guardianEmail}
              onChange={(event) => set('guardianEmail', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <Field
          id={idOf('guardianMobile')}
          label={text.guardianMobile}
          hint={text.guardianMobileHint}
          {...field('guardianMobile')}
        >
          {(control) => (
            <input
              {...control}
              ref={controlRef('guardianMobile')}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={values.guardianMobile}
              onChange={(event) => set('guardianMobile', event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.consentLegend}</legend>
        <div className={styles.choice}>
          <input
            ref={controlRef('consent')}
            id={idOf('consent')}
            type="checkbox"
            checked={values.consent}
            onChange={(event) => set('consent', event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={
              [errors.consent ? `${idOf('consent')}-error` : '', `${idOf('consent')}-more`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            disabled={saving}
          />
          <label htmlFor={idOf('consent')}>{consentNotice(locale)}</label>
        </div>
        <p id={`${idOf('consent')}-more`} className={styles.hint}>
          <Link to={siteHref(`${routes.privacy.getHref()}#${REGISTRATION_PRIVACY_ID}`)}>
            {copy.consent.link}
          </Link>
        </p>
        {errors.consent ? (
          <p id={`${idOf('consent')}-error`} className={styles.fieldError}>
            {errors.consent}
          </p>
        ) : null}
      </fieldset>

      {shownFailure ? (
        <div className={styles.alert} role="alert">
          <p>{shownFailure.message}</p>
        </div>
      ) : null}

      {account === null ? (
        <div className={styles.signIn}>
          <h2>{copy.signedOutHeading}</h2>
          <p>{copy.signedOut}</p>
          <div className={styles.actions}>
            <Link
              className={styles.primary}
              to={siteHref(routes.register.getHref('signup', returnHere))}
            >
              {text.signUp}
            </Link>
            <Link to={siteHref(routes.login.getHref(returnHere))}>{text.logIn}</Link>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} aria-disabled={saving}>
            {saving ? text.saving : existing ? text.saveChanges : text.submit}
          </button>
          {onCancel ? (
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {text.cancelEdit}
            </button>
          ) : null}
        </div>
      )}
    </form>
  );
}
