import type { Backend } from '@apex/auth-port';
import { firebaseEnvFromBuild, firebaseOptionsFrom } from './firebaseEnv.ts';

/**
 * The one module that picks an adapter. Each is a dynamic import, so a memory build ships no
 * Firebase code and a Firebase build ships no memory code (Vite drops the branch not taken).
 */
export async function selectBackend(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const { createFirebaseBackend } = await import('@apex/auth-firebase');
    return createFirebaseBackend(firebaseOptionsFrom(firebaseEnvFromBuild()));
  }
  const { createMemoryBackend } = await import('@apex/auth-memory');
  return createMemoryBackend({ persist: 'localStorage', seedDemoAccounts: true });
}
