import { VISIBILITY_THRESHOLD } from '@apex/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useInView } from '../../hooks/useInView.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMotionPreference } from '../../hooks/useMotionPreference.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { MotionToggle } from '../ui/MotionToggle.tsx';
import styles from './AboutAnimation.module.css';

/**
 * The About section's animated picture, a link to the exam page. It plays only while at least
 * VISIBILITY_THRESHOLD of it is on screen (spec section 4), never under reduced motion unless the
 * visitor presses play, and can always be paused.
 */
export function AboutAnimation() {
  const siteHref = useSiteHref();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, VISIBILITY_THRESHOLD);
  const { wantsMotion, toggle } = useMotionPreference();
  const playing = inView && wantsMotion;
  const copy = useLocalized(SITE_COPY);
  return (
    <figure
      ref={ref}
      className={`${styles.figure} ${playing ? styles.playing : ''}`}
      data-playing={playing}
    >
      <Link to={siteHref(routes.apex.getHref())} className={styles.link}>
        <svg
          className={styles.svg}
          viewBox="0 0 480 360"
          width={480}
          height={360}
          role="img"
          aria-label={copy.aboutAnimationLabel}
        >
          <defs>
            <linearGradient id="about-sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#15306e" />
              <stop offset="1" stopColor="#0b1636" />
            </linearGradient>
          </defs>
          <rect width="480" height="360" fill="url(#about-sky)" />
          <g fill="#ffffff">
            <circle className={styles.star} cx="60" cy="50" r="2.5" />
            <circle className={styles.star} cx="410" cy="40" r="2" />
            <circle className={styles.star} cx="300" cy="70" r="1.8" />
            <circle className={styles.star} cx="120" cy="120" r="1.6" />
            <circle className={styles.star} cx="440" cy="150" r="2.4" />
            <circle className={styles.star} cx="200" cy="30" r="1.8" />
          </g>
          <g className={styles.orbit}>
            <ellipse
              cx="240"
              cy="200"
              rx="190"
              ry="190"
              fill="none"
              stroke="#4f7bff"
              strokeOpacity=".25"
              strokeWidth="2"
            />
            <circle cx="430" cy="200" r="8" fill="#ffb020" />
            <circle cx="50" cy="200" r="6" fill="#7b61ff" />
          </g>
          <path d="M0 360 150 170l70 80 70-130 190 240z" fill="#1f4fd8" />
          <path d="m290 120 40 74-22-12-18 20-16-22-18 10z" fill="#ffffff" />
          <path d="M0 360 110 250l60 60 60-40 90 90z" fill="#163a9f" />
          <line x1="290" y1="120" x2="290" y2="70" stroke="#ffffff" strokeWidth="4" />
          <path className={styles.flag} d="M292 70h40l-10 12 10 12h-40z" fill="#ffb020" />
          <g transform="translate(26 300)">
            <rect
              className={styles.bar}
              x="0"
              y="-40"
              width="16"
              height="40"
              rx="3"
              fill="#4ade80"
            />
            <rect
              className={styles.bar}
              x="22"
              y="-60"
              width="16"
              height="60"
              rx="3"
              fill="#ffb020"
            />
            <rect
              className={styles.bar}
              x="44"
              y="-80"
              width="16"
              height="80"
              rx="3"
              fill="#ff7a59"
            />
          </g>
          <g className={styles.rocket}>
            <path
              className={styles.trail}
              d="M150 300c20-40 40-70 70-100"
              fill="none"
              stroke="#ffb020"
              strokeWidth="4"
              strokeLinecap="round"
            />
            <g transform="translate(232 176) rotate(45)">
              <path d="M0-34c14 12 16 34 10 52H-10C-16 0-14-22 0-34z" fill="#ffffff" />
              <circle cy="-8" r="6" fill="#1f4fd8" />
              <path d="m-10 10-10 14h10zM10 10l10 14H10z" fill="#ff7a59" />
              <path d="M-6 20h12l-6 14z" fill="#ffb020" />
            </g>
          </g>
        </svg>
      </Link>
      <MotionToggle
        className={styles.toggle}
        playing={wantsMotion}
        onToggle={toggle}
        playLabel={copy.playAnimation}
        pauseLabel={copy.pauseAnimation}
      />
    </figure>
  );
}
