import type { SubscriptionTopic } from '@apex/auth-port';
import type { Messages } from '@apex/core';
import { type FormEvent, useId, useRef } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import styles from './SubscribeForm.module.css';
import { useSubscribe } from './useSubscribe.ts';

/** The words of each form, in the page's language; the newsletter's are the spec's footer (section 2). */
function formText(topic: SubscriptionTopic, words: Messages['subscribeForm']) {
  return topic === 'newsletter'
    ? {
        form: words.newsletterForm,
        field: words.newsletterField,
        placeholder: words.newsletterPlaceholder,
        button: words.newsletterButton,
      }
    : {
        form: words.nextEditionForm,
        field: words.nextEditionField,
        placeholder: undefined,
        button: words.nextEditionButton,
      };
}

export interface SubscribeFormProps {
  /** Which list the address joins. */
  readonly topic: SubscriptionTopic;
  /**
   * The surface the form sits on, so its notes keep their contrast: `night` for the dark footer
   * and the home hero, `day` for a light page. The newsletter's is the footer; the others' a page.
   */
  readonly surface?: 'night' | 'day';
}

/**
 * Joins a notify-me list through the backend port. The field is left alone (never controlled), so
 * an address typed before hydration, or refused, stays exactly as typed. It has no `name`: a submit
 * before hydration then cannot put the address into a URL.
 */
export function SubscribeForm({
  topic,
  surface = topic === 'newsletter' ? 'night' : 'day',
}: SubscribeFormProps) {
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, outcome, subscribe } = useSubscribe(topic);
  const words = useMessages();
  const text = formText(topic, words.subscribeForm);
  const error = outcome?.tone === 'error' ? outcome.message : null;
  const purposeId = `${ids}-purpose`;
  const errorId = `${ids}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await subscribe(inputRef.current?.value ?? '');
    if (result?.tone === 'error') inputRef.current?.focus();
  };

  return (
    <form
      className={`${styles.form} ${surface === 'night' ? styles.night : styles.day}`}
      aria-label={text.form}
      aria-busy={busy}
      noValidate
      onSubmit={onSubmit}
    >
      <label className={styles.label} htmlFor={`${ids}-email`}>
        {text.field}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${ids}-email`}
          className={styles.input}
          type="email"
          placeholder={text.placeholder}
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${purposeId}` : purposeId}
        />
        {/* aria-disabled rather than disabled: the button keeps focus while the call runs. Its
            spinner is CSS only: a component shared with the account forms' button would pull a
            chunk those lazy pages share into every page's critical path (see W16). */}
        <button className={styles.submit} type="submit" aria-disabled={busy}>
          {text.button}
        </button>
      </div>
      <p id={purposeId} className={styles.purpose}>
        {words.subscribe.purpose[topic]}
      </p>
      <p className={styles.success} role="status">
        {outcome?.tone === 'success' ? outcome.message : ''}
      </p>
      {outcome?.tone === 'success' ? <DevMailboxLink /> : null}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
