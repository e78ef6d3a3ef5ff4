import { useCallback, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

/**
 * Whether self-moving content may move: the visitor's own choice once they press the toggle,
 * otherwise their system setting (reduced motion means it starts paused).
 */
export function useMotionPreference(): { wantsMotion: boolean; toggle: () => void } {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const wantsMotion = choice ?? !reducedMotion;
  const toggle = useCallback(() => setChoice(!wantsMotion), [wantsMotion]);
  return { wantsMotion, toggle };
}
