import { useMessages } from '../../hooks/useMessages.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * The email field every account form shares: one place for the type, autocomplete and keyboard
 * hints that let phones offer the right keyboard and saved addresses.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const account = useMessages().account;
  return (
    <TextField
      label={account.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      aria-required="true"
      {...props}
    />
  );
}
