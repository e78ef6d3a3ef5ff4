import { Outlet } from 'react-router';
import { SiteFooter } from '../components/footer/SiteFooter.tsx';
import type { AccountSlot } from '../components/nav/AccountSlot.ts';
import { LanguageSuggestion } from '../components/nav/LanguageSuggestion.tsx';
import { SiteHeader } from '../components/nav/SiteHeader.tsx';
import { NavAccount } from '../features/session/index.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { useScrollOnNavigate } from '../hooks/useScrollOnNavigate.ts';
import styles from './SiteLayout.module.css';

export const MAIN_ID = 'main';

const navAccount: AccountSlot = (variant, onNavigate) => (
  <NavAccount variant={variant} onNavigate={onNavigate} />
);

/** Every public page: skip link, the fixed nav, the page, the footer. */
export default function SiteLayout() {
  useScrollOnNavigate();
  const words = useMessages();
  return (
    <div className={styles.site}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {words.layout.skipToContent}
      </a>
      <SiteHeader account={navAccount} />
      {/* A page with a query-dependent view (QueryPending) marks its <main> busy before React
          hydrates it, on purpose: React may find its attributes differ, and only those. */}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1} suppressHydrationWarning>
        <Outlet />
      </main>
      <SiteFooter newsletter={<SubscribeForm topic="newsletter" />} />
      <LanguageSuggestion />
    </div>
  );
}
