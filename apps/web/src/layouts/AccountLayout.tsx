import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollOnNavigate } from '../hooks/useScrollOnNavigate.ts';
import styles from './AccountLayout.module.css';

/**
 * The bare layout of /register, /login and /edit-profile: no header or footer (spec section 2),
 * so the form has the visitor's whole attention. The pages bring their own way home.
 */
export function AccountLayout() {
  useScrollOnNavigate();
  return (
    // The account pages render their own <main>; this only frames them.
    <div className={styles.frame}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
