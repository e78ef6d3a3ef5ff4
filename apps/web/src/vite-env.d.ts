/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND?: 'memory' | 'firebase';
  readonly VITE_SITE_ORIGIN?: string;
  /**
   * The console's scale benchmark only (scripts/console-bench): a memory build that starts with
   * this many registrations, kept in memory, not in localStorage.
   */
  readonly VITE_BENCH_REGISTRATIONS?: string;
  /** Who runs the site (ORGANISER_ENV in @apex/core, read in src/config/organiser.ts). */
  readonly VITE_ORGANISER_LEGAL_NAME?: string;
  readonly VITE_ORGANISER_POSTAL_ADDRESS?: string;
  readonly VITE_ORGANISER_PHONE?: string;
  readonly VITE_ORGANISER_SUPPORT_EMAIL?: string;
  readonly VITE_ORGANISER_APPOINTMENTS_EMAIL?: string;
  readonly VITE_ORGANISER_GRIEVANCE_NAME?: string;
  readonly VITE_ORGANISER_GRIEVANCE_EMAIL?: string;
  readonly VITE_ORGANISER_CERTIFICATE_BODY?: string;
  /** Firebase web config (VITE_BACKEND=firebase); see .env.example and src/backend/firebaseEnv.ts. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  /** host:port of each emulator, for `pnpm dev:firebase`; unset in production. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_STORAGE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST?: string;
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  readonly VITE_FIREBASE_APPCHECK_DEBUG_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** When the site was built (ms since the epoch): the instant prerendered pages state the exam's phase at. */
declare const __APEX_BUILD_TIME__: number;

/** A grade's practice paper, stored at build time (vite/practicePapers.ts). */
declare module 'virtual:apex-practice-paper/*' {
  const paper: import('@apex/core/papers').StoredPaper;
  export default paper;
}
