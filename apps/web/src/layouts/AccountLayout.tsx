import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/nav/LanguageSwitch.tsx';
import { useMessages } from '../hooks/useMessages.ts';
import { useScrollOnNavigate } from '../hooks/useScrollOnNavigate.ts';
import styles from './AccountLayout.module.css';

/**
 * The bare layout of /register, /login and /edit-profile: no header or footer (spec section 2),
 * so the form has the visitor's whole attention. The pages bring their own way home; the frame
 * keeps only the switch to the other language, so a form can be read in either (L6).
 */
export default function AccountLayout() {
  useScrollOnNavigate();
  const words = useMessages();
  return (
    // The account pages render their own <main>; this only frames them.
    <div className={styles.frame}>
      <nav className={styles.language} aria-label={words.layout.languageNav}>
        <LanguageSwitch className={styles.languageLink} />
      </nav>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
