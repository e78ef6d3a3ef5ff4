import { type Ref, type RefCallback, useCallback, useEffect, useRef } from 'react';

/**
 * Keeps what a visitor typed into a prerendered field before the app took over the page.
 *
 * /login and /register are prerendered and the app starts only after load and first paint
 * (entry-boot.ts), so the form can be typed into (or filled by a password manager) while no React
 * is running. Hydration leaves the input's text alone, but the state behind the controlled input
 * still says '', and the next render writes that back: the text is gone. So, once mounted, the
 * field hands whatever its input already holds to `onValueChange`. After a client render the two
 * agree and this does nothing; it never changes what is rendered, so hydration sees no mismatch.
 *
 * Returns the ref for the input, which also fills `inputRef` (the caller's, for focusing).
 */
export function usePrehydrationValue(
  value: string,
  onValueChange: (value: string) => void,
  inputRef?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const own = useRef<HTMLInputElement | null>(null);

  // Only the first commit can find text React did not put there; later renders own the value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount, by design
  useEffect(() => {
    const typed = own.current?.value;
    if (typed !== undefined && typed !== value) onValueChange(typed);
  }, []);

  return useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
}
