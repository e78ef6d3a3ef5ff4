import { EDITIONS, type ExamEdition } from '@apex/core';
import type { Firestore } from 'firebase-admin/firestore';
import { EMULATOR_EDITIONS } from './paths.ts';

/**
 * The editions the attempts are judged by: `@apex/core`'s EDITIONS. On the emulators only
 * (FUNCTIONS_EMULATOR, which the Functions emulator sets and a deployed function never has), a
 * test may put others at `emulatorEditions/current` (as JSON text): no listed edition delivers the
 * built-in test yet, and the functions' clock cannot be moved into a batch (docs/adr/0182).
 */
export async function examEditions(db: Firestore): Promise<readonly ExamEdition[]> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return EDITIONS;
  const json: unknown = (await db.doc(EMULATOR_EDITIONS).get()).get('editions');
  return typeof json === 'string' ? (JSON.parse(json) as ExamEdition[]) : EDITIONS;
}
