import { AGENCY } from '@apex/core';
import { useMessages } from '../../hooks/useMessages.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './SocialLinks.module.css';

const SOCIAL = [
  { label: 'Facebook', href: AGENCY.social.facebook },
  { label: 'Instagram', href: AGENCY.social.instagram },
  // The spec's Twitter link was broken; this one points at the agency's X profile.
  { label: 'X (Twitter)', href: AGENCY.social.x },
] as const;

/** The networks' own names, in every language; marked English so a Hindi screen reader says them as such. */
export function SocialLinks() {
  const words = useMessages().layout;
  return (
    <ul className={styles.list} aria-label={words.socialMedia}>
      {SOCIAL.map((network) => (
        <li key={network.label}>
          <ExternalLink className={styles.link} href={network.href}>
            <span lang="en">{network.label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
