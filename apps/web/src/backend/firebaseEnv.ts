/**
 * The Firebase web config comes from `VITE_FIREBASE_*` build variables (see .env.example), never
 * from the repository. The build fails naming a missing one (build/firebaseEnvCheck.ts); this
 * module turns them into the adapter's options. Nothing here is secret: a web API key only
 * identifies the project, and the security rules protect the data.
 */

export const REQUIRED_FIREBASE_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

export const OPTIONAL_FIREBASE_ENV = [
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST',
  'VITE_FIREBASE_STORAGE_EMULATOR_HOST',
  'VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
  'VITE_FIREBASE_APPCHECK_DEBUG_TOKEN',
] as const;

export type FirebaseEnvName =
  | (typeof REQUIRED_FIREBASE_ENV)[number]
  | (typeof OPTIONAL_FIREBASE_ENV)[number];

export type FirebaseEnv = Partial<Record<FirebaseEnvName, string | undefined>>;

/** What createFirebaseBackend takes (the web app may not import the adapter's types here). */
export interface FirebaseEnvOptions {
  readonly config: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly storageBucket: string;
    readonly appId: string;
    readonly messagingSenderId?: string;
  };
  readonly emulators: {
    readonly auth?: string;
    readonly firestore?: string;
    readonly storage?: string;
    readonly functions?: string;
  };
  readonly appCheck?:
    | { readonly provider: 'recaptcha-enterprise'; readonly siteKey: string }
    | { readonly provider: 'debug'; readonly debugToken?: string };
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

export function missingFirebaseEnv(env: FirebaseEnv): string[] {
  return REQUIRED_FIREBASE_ENV.filter((name) => !present(env[name]));
}

export function missingFirebaseEnvMessage(missing: readonly string[]): string {
  return `VITE_BACKEND=firebase needs ${missing.join(', ')}. Set ${missing.length === 1 ? 'it' : 'them'} in the environment or in apps/web/.env.local (the list is in .env.example; docs/deploy.md says where each value comes from).`;
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (present(value) ? { [key]: value.trim() } : {}) as { [P in K]?: string };
}

/**
 * App Check (issue 30): against the emulators the debug provider (no reCAPTCHA, no Google
 * script), otherwise reCAPTCHA Enterprise with the site key; neither when no key is set.
 */
function appCheckFrom(env: FirebaseEnv): Pick<FirebaseEnvOptions, 'appCheck'> {
  const emulated = [
    env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
    env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST,
    env.VITE_FIREBASE_STORAGE_EMULATOR_HOST,
    env.VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST,
  ].some(present);
  if (emulated) {
    return {
      appCheck: {
        provider: 'debug',
        ...optional('debugToken', env.VITE_FIREBASE_APPCHECK_DEBUG_TOKEN),
      },
    };
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  return present(siteKey)
    ? { appCheck: { provider: 'recaptcha-enterprise', siteKey: siteKey.trim() } }
    : {};
}

export function firebaseOptionsFrom(env: FirebaseEnv): FirebaseEnvOptions {
  const missing = missingFirebaseEnv(env);
  if (missing.length > 0) throw new Error(missingFirebaseEnvMessage(missing));
  const required = (name: (typeof REQUIRED_FIREBASE_ENV)[number]) => (env[name] ?? '').trim();
  return {
    config: {
      apiKey: required('VITE_FIREBASE_API_KEY'),
      authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: required('VITE_FIREBASE_PROJECT_ID'),
      storageBucket: required('VITE_FIREBASE_STORAGE_BUCKET'),
      appId: required('VITE_FIREBASE_APP_ID'),
      ...optional('messagingSenderId', env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    },
    emulators: {
      ...optional('auth', env.VITE_FIREBASE_AUTH_EMULATOR_HOST),
      ...optional('firestore', env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST),
      ...optional('storage', env.VITE_FIREBASE_STORAGE_EMULATOR_HOST),
      ...optional('functions', env.VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST),
    },
    ...appCheckFrom(env),
  };
}

/** Each variable by name, so the build inlines these values and nothing else from the env. */
export function firebaseEnvFromBuild(): FirebaseEnv {
  return {
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
    VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: import.meta.env.VITE_FIREBASE_STORAGE_EMULATOR_HOST,
    VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: import.meta.env.VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST,
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
    VITE_FIREBASE_APPCHECK_DEBUG_TOKEN: import.meta.env.VITE_FIREBASE_APPCHECK_DEBUG_TOKEN,
  };
}
