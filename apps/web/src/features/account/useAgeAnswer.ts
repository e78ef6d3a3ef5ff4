import type { AgeValues } from '@apex/core';
import { useRef, useState } from 'react';

/**
 * The age question's answer as a form holds it (issue 38): sign-up's and the one after Google
 * sign-in keep the same two values and focus the same two fields, so they share this state.
 */
export function useAgeAnswer() {
  const [age, setAge] = useState<AgeValues['age']>('');
  const [parentEmail, setParentEmail] = useState('');
  const refs = {
    age: useRef<HTMLInputElement>(null),
    parentEmail: useRef<HTMLInputElement>(null),
  };
  const clear = () => {
    setAge('');
    setParentEmail('');
  };
  return { age, setAge, parentEmail, setParentEmail, refs, clear };
}

export type AgeAnswer = ReturnType<typeof useAgeAnswer>;
