import { describe, expect, it } from 'vitest';
import { AGENCY } from './agency.ts';
import { CONSENT_NOTICE_VERSION, consentNotice } from './consentNotice.ts';
import { LOCALES } from './messages.ts';

/**
 * The SHA-256 of each language's notice, per version. Registrations and the consent log name the
 * version they were agreed under, so a version must always mean one text: change the text and
 * this fails until CONSENT_NOTICE_VERSION changes and its hashes are added here (old ones stay).
 */
const PINNED: Readonly<Record<string, Readonly<Record<(typeof LOCALES)[number], string>>>> = {
  '2026-11-guardian-email': {
    en: 'b800ee5a7be1733e11983571ee0951b0b3f84e6d91ef1e8b335da0f2f30c12ec',
    hi: 'e66acd96f62e1c01106308d0be9fdc57e1c010ea168299ffe03f6a00cdb52ee8',
  },
  // Issue 31: the Hindi in the first person throughout, a mother can say it, the English prevails.
  '2026-11-hindi-review': {
    en: 'b800ee5a7be1733e11983571ee0951b0b3f84e6d91ef1e8b335da0f2f30c12ec',
    hi: 'eafb0b14141c22024f2d21480ec5e44ccaf7dd64a5108d2113eb42e1c747c870',
  },
  // Issue 39: one voice, the organiser named where the Hindi said an unexplained "हम"; English alike.
  '2026-11-one-voice': {
    en: 'a15a440e5b91f234a4f4687bd81676d243fd6f7e1d8f0584f6ca5f3736c4c11e',
    hi: '68f3fcb0fc67911910cbaf0bd843942380303a85fdf690312223d37753898e9e',
  },
  // Issue 38: the guardian withdraws from the link in every mail to them; result and certificate go.
  '2026-11-guardian-door': {
    en: '1046e7db8b210231c7cbf11d910591d6985ea5e9672676c095bee255e12cd018',
    hi: 'b540261ece885b068586bb006067cf14f8233f87af29510d973db2f35bdf76ef',
  },
  // Issue 38: every processor and purpose, the grievance answer time and the Board named.
  '2026-11-processors-named': {
    en: 'eeb575f3457b42c118dbdc07320fd968fbe357df470003a5c35c4931a5621e9f',
    hi: 'fda25ed9df9e848c4168e103603129fe15e405e61f0a87781228e300d3a31c95',
  },
};

/** Web Crypto, as in the browser: core uses no Node builtin. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the consent notice', () => {
  it.each(LOCALES)('in %s is the text pinned for the current version', async (locale) => {
    expect(PINNED[CONSENT_NOTICE_VERSION]?.[locale]).toBe(await sha256(consentNotice(locale)));
  });

  it('says who consents, what is kept, for how long, and how to withdraw', () => {
    const text = consentNotice();
    expect(text).toContain("I am the candidate's parent or guardian");
    expect(text).toContain('12 months');
    expect(text).toContain('withdrawing the registration');
    expect(consentNotice('hi')).toContain('मैं परीक्षार्थी की माँ, पिता या अभिभावक हूँ');
    expect(consentNotice('hi')).toContain('कभी भी यह सहमति वापस ले सकता/सकती हूँ');
    // Issue 38: the guardian's own way back, from every mail to them.
    expect(text).toContain('from the link in every mail sent to them');
    expect(consentNotice('hi')).toContain('भेजे गए हर ईमेल के लिंक से');
  });

  it('names who sends the link, never an unexplained "we" inside the parent\'s own statement', () => {
    expect(consentNotice('en')).toContain(`${AGENCY.name} first emails a link to it`);
    expect(consentNotice('en')).not.toMatch(/\bwe\b/i);
    expect(consentNotice('hi')).toContain(`${AGENCY.name} पहले उस पते पर एक लिंक भेजेगा`);
    expect(consentNotice('hi')).not.toMatch(/(^|\s)हम(\s|$)/);
  });
});
