import { useId } from 'react';

/**
 * Placeholder: the subscriptions branch replaces this file (and index.ts) with the real form, which
 * stores the address. It keeps the same props, form name, field label and button.
 */
export function SubscribeForm({ topic }: { topic: 'newsletter' | 'next-edition' }) {
  const emailId = useId();
  const next = topic === 'next-edition';
  return (
    <form
      aria-label={next ? 'Notify me about the next exam' : 'Newsletter'}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={emailId}>Email address</label>
      <input id={emailId} name="email" type="email" autoComplete="email" required />
      <button type="submit">{next ? 'Notify me' : 'Subscribe'}</button>
    </form>
  );
}
