import { describe, expect, it } from 'vitest';
import type { RegistrationDetails } from '../registration.ts';
import type { OrganiserRegistrationRow, RegistrationQuery } from '../results.ts';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const POLL_MS = 100;
/** 128 random bits in base64url, without padding. */
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A family's account and its registration, as a test sets them up. */
interface Family {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly registrationNumber: string;
  readonly details: RegistrationDetails;
}

/**
 * The organiser, results and certificates (issue 29): organiser-only calls, server-side paging,
 * an idempotent publish, the owner's result and the public certificate. Needs
 * `harness.grantOrganiser`.
 */
export function describeResultCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => context.backend().auth;
  const organiser = () => context.backend().organiser;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  /** Calls `read` until `accept` holds, for a server that reacts a moment after a write. */
  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const value = await read();
      if (accept(value) || Date.now() >= deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * A verified account that registers a candidate, then signs out. With `confirmed`, the
   * guardian's address is the account's own, so the registration counts at once.
   */
  async function family(
    changes: Partial<RegistrationDetails> = {},
    confirmed = true,
  ): Promise<Family> {
    const { user, email, password } = await signUp(auth(), 'family');
    if (harness.verifyEmail === undefined) throw new Error('the harness cannot verify an address');
    await harness.verifyEmail(email);
    const details: RegistrationDetails = {
      ...REGISTRATION,
      ...(confirmed ? { guardianEmail: email } : {}),
      ...changes,
    };
    const saved = await backend().registrations.save(user.uid, edition, details);
    if (confirmed) {
      await eventually(
        () => backend().registrations.read(user.uid, edition),
        (registration) => registration?.guardianStatus === 'confirmed',
      );
    }
    await auth().signOut();
    return {
      uid: user.uid,
      email,
      password,
      registrationNumber: saved.registrationNumber,
      details,
    };
  }

  /** An account with the organiser role, signed in again so the role shows. */
  async function signInAsOrganiser() {
    const { email, password } = await signUp(auth(), 'organiser');
    await auth().signOut();
    await harness.grantOrganiser?.(email);
    return auth().signIn(email, password);
  }

  const firstPage: RegistrationQuery = {
    sort: 'name',
    direction: 'asc',
    pageSize: 50,
  };

  /** Every row of a query, following the cursors, and how many pages it took. */
  async function allPages(query: RegistrationQuery) {
    const rows: OrganiserRegistrationRow[] = [];
    let pages = 0;
    let after: string | undefined;
    do {
      const page = await organiser().registrations(edition, {
        ...query,
        ...(after === undefined ? {} : { after }),
      });
      rows.push(...page.rows);
      pages += 1;
      after = page.next ?? undefined;
      if (pages > 50) throw new Error('the cursors never end');
    } while (after !== undefined);
    return { rows, pages };
  }

  describe.skipIf(harness.grantOrganiser === undefined)('organiser, results, certificates', () => {
    it('gives an account no role until it is granted organiser, then shows it after sign-in', async () => {
      const { user, email, password } = await signUp(auth(), 'organiser');
      expect(user.roles).toEqual([]);
      await auth().signOut();
      await harness.grantOrganiser?.(email);

      const again = await auth().signIn(email, password);

      expect(again.roles).toEqual(['organiser']);
    });

    it('refuses every organiser call to an account without the role, and to nobody', async () => {
      const { registrationNumber } = await family();
      const rows = [{ registrationNumber, scorePercent: 50 }];
      await expectBackendError(organiser().totals(edition), 'auth/unauthenticated');
      await expectBackendError(
        organiser().registrations(edition, firstPage),
        'auth/unauthenticated',
      );

      await signUp(auth(), 'someone');

      await expectBackendError(organiser().totals(edition), 'organiser/permission-denied');
      await expectBackendError(
        organiser().registrations(edition, firstPage),
        'organiser/permission-denied',
      );
      await expectBackendError(
        organiser().publishResults(edition, rows),
        'organiser/permission-denied',
      );
      await expectBackendError(organiser().publishProgress(edition), 'organiser/permission-denied');
    });

    it('counts the edition by status, grade and state', async () => {
      await family({ grade: 7 });
      await family({ grade: 8, schoolState: 'Kerala' });
      await family({ grade: 7 }, false);
      await signInAsOrganiser();

      const totals = await eventually(
        () => organiser().totals(edition),
        (value) => value.registered === 3 && value.confirmed === 2,
      );

      expect(totals).toMatchObject({ registered: 3, confirmed: 2, awaitingGuardian: 1 });
      expect(totals.byGrade[7]).toEqual({ registered: 2, confirmed: 1 });
      expect(totals.byGrade[8]).toEqual({ registered: 1, confirmed: 1 });
      expect(totals.byGrade[9]).toBeUndefined();
      expect(totals.byState.Maharashtra).toEqual({ registered: 2, confirmed: 1 });
      expect(totals.byState.Kerala).toEqual({ registered: 1, confirmed: 1 });
    });

    it('pages through the registrations with cursors, meeting each once, in order', async () => {
      const names = ['Esha Das', 'Bela Roy', 'Dev Jain', 'Asha Rao', 'Chitra Sen'];
      const families: Family[] = [];
      for (const candidateName of names) families.push(await family({ candidateName }));
      await signInAsOrganiser();
      const query: RegistrationQuery = { ...firstPage, pageSize: 2 };
      await eventually(
        () => organiser().totals(edition),
        (totals) => totals.registered === names.length,
      );

      const ascending = await allPages(query);
      const descending = await allPages({ ...query, direction: 'desc' });

      expect(ascending.pages).toBe(3);
      expect(ascending.rows.map((row) => row.candidateName)).toEqual([...names].sort());
      expect(descending.rows.map((row) => row.candidateName)).toEqual([...names].sort().reverse());
      expect(new Set(ascending.rows.map((row) => row.uid))).toEqual(
        new Set(families.map((entry) => entry.uid)),
      );
      const byNumber = await allPages({ ...query, sort: 'number' });
      expect(byNumber.rows.map((row) => row.registrationNumber)).toEqual(
        families.map((entry) => entry.registrationNumber).sort(),
      );
      const row = ascending.rows.find((entry) => entry.uid === families[0]?.uid);
      expect(row).toMatchObject({
        ...families[0]?.details,
        editionId: edition,
        registrationNumber: families[0]?.registrationNumber,
        guardianStatus: 'confirmed',
      });
    });

    it('finds a registration by its number, typed any way, and by the start of a name', async () => {
      const wanted = await family({ candidateName: 'Ravi Kumar', schoolCity: 'Nagpur' });
      await family({ candidateName: 'Asha Rao' });
      await signInAsOrganiser();
      const search = (text: string) =>
        eventually(
          () => organiser().registrations(edition, { ...firstPage, search: text }),
          (page) => page.rows.length > 0,
        );

      const byNumber = await search(wanted.registrationNumber);
      const typed = await search(wanted.registrationNumber.replace(/-/g, '').toLowerCase());
      const byName = await search('ravi');
      const byCity = await search('NAGP');

      for (const page of [byNumber, typed, byName, byCity]) {
        expect(page.rows.map((row) => row.uid)).toEqual([wanted.uid]);
        expect(page.next).toBeNull();
      }
    });

    it('finds a registration by any word of a name (any script), a school or a city', async () => {
      const rohan = await family({
        candidateName: 'Rohan Sharma',
        schoolName: 'Green Valley School',
      });
      const leela = await family({ candidateName: 'Leela Sharma', schoolCity: 'Navi Mumbai' });
      const devanagari = await family({ candidateName: 'आरव शर्मा' });
      await family({ candidateName: 'Asha Rao' });
      await signInAsOrganiser();
      const uids = async (text: string, count: number) =>
        (
          await eventually(
            () => organiser().registrations(edition, { ...firstPage, search: text }),
            (page) => page.rows.length >= count,
          )
        ).rows
          .map((row) => row.uid)
          .sort();

      expect(await uids('Sharma', 2)).toEqual([rohan.uid, leela.uid].sort());
      // The pager's "of 2": a count of the same search, not the rows.
      expect(await organiser().count(edition, { search: 'sharma' })).toBe(2);
      expect(await organiser().count(edition, { search: 'sharma', grade: 6 })).toBe(0);
      expect(await uids('शर्मा', 1)).toEqual([devanagari.uid]);
      expect(await uids('valley', 1)).toEqual([rohan.uid]);
      expect(await uids('mumbai', 1)).toEqual([leela.uid]);
      expect(await uids('rohan sh', 1)).toEqual([rohan.uid]);
      // The start of a word, not its middle.
      expect(await uids('harma', 0)).toEqual([]);
    });

    it('filters by grade, state and status', async () => {
      const grade9 = await family({ grade: 9 });
      const awaiting = await family({ grade: 6, schoolState: 'Goa' }, false);
      await signInAsOrganiser();
      await eventually(
        () => organiser().totals(edition),
        (totals) => totals.registered === 2,
      );

      const uids = async (query: Partial<RegistrationQuery>) =>
        (await organiser().registrations(edition, { ...firstPage, ...query })).rows.map(
          (row) => row.uid,
        );

      expect(await uids({ grade: 9 })).toEqual([grade9.uid]);
      expect(await uids({ state: 'Goa' })).toEqual([awaiting.uid]);
      expect(await uids({ status: 'awaiting-guardian' })).toEqual([awaiting.uid]);
      expect(await uids({ status: 'confirmed' })).toEqual([grade9.uid]);
    });

    it('refuses a page size out of range and a cursor it did not make', async () => {
      await signInAsOrganiser();

      await expectBackendError(
        organiser().registrations(edition, { ...firstPage, pageSize: 0 }),
        'organiser/invalid-query',
      );
      await expectBackendError(
        organiser().registrations(edition, { ...firstPage, after: 'not-a-cursor' }),
        'organiser/invalid-query',
      );
    });

    it('publishes results: percentiles in the grade, achievements, certificates and one mail each', async () => {
      const top = await family({ candidateName: 'Asha Rao', grade: 7 });
      const other = await family({ candidateName: 'Bela Roy', grade: 7 });
      await signInAsOrganiser();
      const rows = [
        { registrationNumber: top.registrationNumber, scorePercent: 96.5 },
        { registrationNumber: other.registrationNumber, scorePercent: 60 },
      ];

      const outcome = await organiser().publishResults(edition, rows);

      expect(outcome).toEqual({
        published: 2,
        certificates: 2,
        mailed: 2,
        added: 2,
        corrected: 0,
        unchanged: 0,
        mailedNow: 2,
      });
      expect(await organiser().publishProgress(edition)).toMatchObject({
        total: 2,
        written: 2,
        status: 'done',
      });
      const result = await backend().results.read(top.uid, edition);
      expect(result).toMatchObject({
        editionId: edition,
        registrationNumber: top.registrationNumber,
        grade: 7,
        scorePercent: 96.5,
        percentileInGrade: 50,
        achievement: 'prize',
        prizeEligible: true,
      });
      expect(result?.certificateId).toMatch(CERTIFICATE_ID);
      expect(result?.publishedAt).toBeInstanceOf(Date);
      expect(await backend().results.read(other.uid, edition)).toMatchObject({
        percentileInGrade: 0,
        achievement: 'participation',
        prizeEligible: false,
      });
      if (harness.latestMail !== undefined) {
        const mail = await eventually(
          () => harness.latestMail?.(top.email) ?? Promise.resolve(undefined),
          (found) => found?.kind === 'result',
        );
        expect(mail).toMatchObject({ kind: 'result', language: 'en' });
        expect(mail?.text).toContain('Asha Rao');
        expect(new URL(mail?.link ?? '').pathname).toBe(`/certificate/${result?.certificateId}`);
      }
    });

    it('stores each result’s standing: the only candidate of a grade and its top scorer read as such', async () => {
      const alone = await family({ grade: 10, candidateName: 'Ira Sen' });
      const best = await family({ grade: 9 });
      const next = await family({ grade: 9 });
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: alone.registrationNumber, scorePercent: 55 },
        { registrationNumber: best.registrationNumber, scorePercent: 90 },
        { registrationNumber: next.registrationNumber, scorePercent: 70 },
      ]);

      expect(await backend().results.read(alone.uid, edition)).toMatchObject({
        percentileInGrade: 0,
        candidatesInGrade: 1,
        rankInGrade: 1,
      });
      expect(await backend().results.read(best.uid, edition)).toMatchObject({
        candidatesInGrade: 2,
        rankInGrade: 1,
      });
      expect(await backend().results.read(next.uid, edition)).toMatchObject({
        candidatesInGrade: 2,
        rankInGrade: 2,
      });
      if (harness.latestMail !== undefined) {
        const mail = await eventually(
          () => harness.latestMail?.(alone.email) ?? Promise.resolve(undefined),
          (found) => found?.kind === 'result',
        );
        expect(mail?.text).toContain('Ira Sen was the only candidate of this grade');
        expect(mail?.text).not.toMatch(/\b0\s*%/);
      }
    });

    it('publishes idempotently: again mails nobody twice; a corrected result mails its guardian once', async () => {
      const { uid, email, registrationNumber } = await family();
      await signInAsOrganiser();
      const rows = [{ registrationNumber, scorePercent: 80 }];
      const first = await organiser().publishResults(edition, rows);
      const result = await backend().results.read(uid, edition);

      const second = await organiser().publishResults(edition, rows);

      // Totals stay; this call's own counts say nothing was new and nothing was sent (issue 42).
      expect(first).toMatchObject({ added: 1, corrected: 0, unchanged: 0, mailedNow: 1 });
      expect(second).toEqual({ ...first, added: 0, unchanged: 1, mailedNow: 0 });
      expect(await backend().results.read(uid, edition)).toEqual(result);
      const corrected = await organiser().publishResults(edition, [
        { registrationNumber, scorePercent: 85 },
      ]);
      // Issue 38: a changed result mails its guardian once, as corrected; an unchanged one none.
      expect(corrected).toMatchObject({ added: 0, corrected: 1, unchanged: 0, mailedNow: 1 });
      const unchanged = await organiser().publishResults(edition, [
        { registrationNumber, scorePercent: 85 },
      ]);
      expect(unchanged).toMatchObject({ corrected: 0, unchanged: 1, mailedNow: 0 });
      if (harness.mailCount !== undefined) {
        expect(await harness.mailCount(email, 'result')).toBe(1);
        expect(await harness.mailCount(email, 'result-corrected')).toBe(1);
      }
      if (harness.latestMail !== undefined) {
        const mail = await harness.latestMail(email);
        expect(mail).toMatchObject({ kind: 'result-corrected', language: 'en' });
        expect(mail?.text).toContain('85%');
        expect(mail?.manageLink).toMatch(/\/guardian\/manage\?token=/);
      }
    });

    it('keeps the digest of the last finished publish, the same for the same rows in any order', async () => {
      const first = await family({ grade: 8 });
      const second = await family({ grade: 8 });
      await signInAsOrganiser();
      const rows = [
        { registrationNumber: first.registrationNumber, scorePercent: 70 },
        { registrationNumber: second.registrationNumber, scorePercent: 50 },
      ];
      await organiser().publishResults(edition, rows);
      const digest = (await organiser().publishProgress(edition))?.rowsDigest;
      expect(digest).toMatch(/^[0-9a-f]{64}$/);

      await organiser().publishResults(edition, [...rows].reverse());
      expect((await organiser().publishProgress(edition))?.rowsDigest).toBe(digest);

      await organiser().publishResults(edition, [
        { registrationNumber: first.registrationNumber, scorePercent: 71 },
        { registrationNumber: second.registrationNumber, scorePercent: 50 },
      ]);
      const changed = await organiser().publishProgress(edition);
      expect(changed?.status).toBe('done');
      expect(changed?.rowsDigest).toMatch(/^[0-9a-f]{64}$/);
      expect(changed?.rowsDigest).not.toBe(digest);
    });

    it('pages through the published results by number, each with its certificate', async () => {
      const families = [await family(), await family(), await family()];
      await signInAsOrganiser();
      await organiser().publishResults(
        edition,
        families.map((one, index) => ({
          registrationNumber: one.registrationNumber,
          scorePercent: 50 + index,
        })),
      );
      const first = await organiser().publishedResults(edition, { pageSize: 2 });
      expect(first.rows).toHaveLength(2);
      expect(first.next).not.toBeNull();
      // Followed to the end (other cases may have published in the edition too): each once.
      const rows = [...first.rows];
      for (let after = first.next; after !== null; ) {
        const page = await organiser().publishedResults(edition, { pageSize: 2, after });
        rows.push(...page.rows);
        after = page.next;
      }
      const numbers = rows.map((row) => row.registrationNumber);
      const published = families.map((one) => one.registrationNumber);
      expect(numbers.filter((number) => published.includes(number)).sort()).toEqual(
        [...published].sort(),
      );
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual([...numbers].sort());
      const own = await backend().results.read(families[0]?.uid ?? '', edition);
      const listed = rows.find((row) => row.registrationNumber === families[0]?.registrationNumber);
      expect(listed?.certificateId).toBe(own?.certificateId);
      await expectBackendError(
        organiser().publishedResults(edition, { pageSize: 0 }),
        'organiser/invalid-query',
      );
    });

    it('publishes nothing when a row has a problem', async () => {
      const good = await family();
      const awaiting = await family({}, false);
      await signInAsOrganiser();

      await expectBackendError(
        organiser().publishResults(edition, [
          { registrationNumber: good.registrationNumber, scorePercent: 70 },
          { registrationNumber: awaiting.registrationNumber, scorePercent: 70 },
        ]),
        'organiser/invalid-results',
      );
      await expectBackendError(
        organiser().publishResults(edition, [
          { registrationNumber: good.registrationNumber, scorePercent: 101 },
        ]),
        'organiser/invalid-results',
      );

      expect(await backend().results.read(good.uid, edition)).toBeNull();
      expect(await organiser().publishProgress(edition)).toBeNull();
    });

    it("lets the owner read their result, and refuses another family's", async () => {
      const mine = await family();
      const theirs = await family();
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 77.25 },
        { registrationNumber: theirs.registrationNumber, scorePercent: 40 },
      ]);
      await auth().signOut();
      await expectBackendError(backend().results.read(mine.uid, edition), 'auth/unauthenticated');

      await auth().signIn(mine.email, mine.password);

      expect(await backend().results.read(mine.uid, edition)).toMatchObject({
        scorePercent: 77.25,
        achievement: 'merit',
      });
      await expectBackendError(
        backend().results.read(theirs.uid, edition),
        'results/permission-denied',
      );
    });

    it('reads a result as null before anything is published', async () => {
      const mine = await family();
      await auth().signIn(mine.email, mine.password);

      expect(await backend().results.read(mine.uid, edition)).toBeNull();
    });

    it('shows a certificate to anyone, without contact details or an unagreed school', async () => {
      const plain = await family({ candidateName: 'Asha Rao', grade: 8 });
      const withSchool = await family({ showSchoolOnCertificate: true });
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: plain.registrationNumber, scorePercent: 99 },
        { registrationNumber: withSchool.registrationNumber, scorePercent: 50 },
      ]);
      const plainId = (await backend().results.read(plain.uid, edition))?.certificateId ?? '';
      const schoolId = (await backend().results.read(withSchool.uid, edition))?.certificateId ?? '';
      await auth().signOut();

      const certificate = await backend().certificates.read(plainId);

      expect(certificate).toMatchObject({
        id: plainId,
        candidateName: 'Asha Rao',
        grade: 8,
        editionId: edition,
        achievement: 'prize',
        withdrawnAt: null,
      });
      if (certificate === null || certificate.withdrawnAt !== null) throw new Error('not standing');
      expect(certificate.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(certificate.editionName).not.toBe('');
      expect(certificate.organiserName).not.toBe('');
      expect(certificate).not.toHaveProperty('schoolName');
      expect(JSON.stringify(certificate)).not.toContain(plain.email);
      expect(JSON.stringify(certificate)).not.toContain(REGISTRATION.guardianName);
      expect(await backend().certificates.read(schoolId)).toMatchObject({
        schoolName: REGISTRATION.schoolName,
      });
      expect(await backend().certificates.read('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    });

    it('lets the owner withdraw the certificate, which then reads as withdrawn', async () => {
      const mine = await family();
      const theirs = await family();
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 88 },
      ]);
      const id = (await backend().results.read(mine.uid, edition))?.certificateId ?? '';
      await auth().signOut();
      await auth().signIn(theirs.email, theirs.password);
      await expectBackendError(
        backend().certificates.withdraw(mine.uid, edition),
        'certificate/permission-denied',
      );
      await expectBackendError(
        backend().certificates.withdraw(theirs.uid, edition),
        'certificate/not-found',
      );
      await auth().signOut();
      await auth().signIn(mine.email, mine.password);

      await backend().certificates.withdraw(mine.uid, edition);
      await backend().certificates.withdraw(mine.uid, edition);

      const certificate = await eventually(
        () => backend().certificates.read(id),
        (found) => found?.withdrawnAt !== null,
      );
      expect(certificate?.withdrawnAt).toBeInstanceOf(Date);
      // Issue 38: nothing of the candidate stays public, only that it no longer stands.
      expect(Object.keys(certificate ?? {}).sort()).toEqual(['id', 'withdrawnAt']);
      expect(JSON.stringify(certificate)).not.toContain(REGISTRATION.candidateName);
    });

    it('issues a corrected result a new certificate; the old one reads only "no longer valid", with no name', async () => {
      const mine = await family();
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 40 },
      ]);
      const old = (await backend().results.read(mine.uid, edition))?.certificateId ?? '';

      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 90 },
      ]);

      const renewed = (await backend().results.read(mine.uid, edition))?.certificateId ?? '';
      expect(renewed).not.toBe(old);
      const standing = await backend().certificates.read(renewed);
      expect(standing?.withdrawnAt).toBeNull();
      expect(JSON.stringify(standing)).toContain(REGISTRATION.candidateName);
      const retired = await backend().certificates.read(old);
      expect(retired?.withdrawnAt).toBeInstanceOf(Date);
      expect(JSON.stringify(retired)).not.toContain(REGISTRATION.candidateName);
    });

    it('does not bring a withdrawn certificate back when its result is corrected', async () => {
      const mine = await family();
      await signInAsOrganiser();
      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 40 },
      ]);
      const id = (await backend().results.read(mine.uid, edition))?.certificateId ?? '';
      await auth().signOut();
      await auth().signIn(mine.email, mine.password);
      await backend().certificates.withdraw(mine.uid, edition);
      await eventually(
        () => backend().certificates.read(id),
        (found) => found?.withdrawnAt !== null,
      );
      await auth().signOut();
      await signInAsOrganiser();

      await organiser().publishResults(edition, [
        { registrationNumber: mine.registrationNumber, scorePercent: 90 },
      ]);

      const certificate = await backend().certificates.read(id);
      expect(certificate?.withdrawnAt).toBeInstanceOf(Date);
      expect(JSON.stringify(certificate)).not.toContain(REGISTRATION.candidateName);
    });
    describe.skipIf(harness.credentialStatus === undefined)(
      "a credential's revocation status (issue 38)",
      () => {
        /** What a verifier reads of `credential` now. */
        function statusOf(credential: string | undefined) {
          if (credential === undefined) throw new Error('the certificate carries no credential');
          const read = harness.credentialStatus;
          if (read === undefined) throw new Error('the harness reads no status');
          return read(backend(), credential);
        }

        /** The standing certificate's signed credential of `uid`'s result. */
        async function credentialOf(uid: string): Promise<string | undefined> {
          const id = (await backend().results.read(uid, edition))?.certificateId ?? '';
          const certificate = await backend().certificates.read(id);
          return certificate?.withdrawnAt === null ? certificate.credential : undefined;
        }

        it('gives each credential a bit of its own, which reads active until the certificate is withdrawn, then revoked', async () => {
          const mine = await family();
          const theirs = await family();
          await signInAsOrganiser();
          await organiser().publishResults(edition, [
            { registrationNumber: mine.registrationNumber, scorePercent: 81 },
            { registrationNumber: theirs.registrationNumber, scorePercent: 64 },
          ]);
          const credential = await credentialOf(mine.uid);
          const other = await credentialOf(theirs.uid);
          const first = await statusOf(credential);
          const second = await statusOf(other);
          expect(first.status).toBe('active');
          expect(second.status).toBe('active');
          expect(first.entry).toMatch(/\/credentials\/status\/\d+#\d+$/);
          expect(second.entry).not.toBe(first.entry);
          await auth().signOut();
          await auth().signIn(mine.email, mine.password);

          await backend().certificates.withdraw(mine.uid, edition);

          expect(
            await eventually(
              () => statusOf(credential),
              (reading) => reading.status === 'revoked',
            ),
          ).toEqual({ entry: first.entry, status: 'revoked' });
          expect((await statusOf(other)).status).toBe('active');
        });

        it('serves, through the port, the signed list a credential names', async () => {
          const mine = await family();
          await signInAsOrganiser();
          await organiser().publishResults(edition, [
            { registrationNumber: mine.registrationNumber, scorePercent: 77 },
          ]);
          const { entry } = await statusOf(await credentialOf(mine.uid));
          const url = (entry ?? '').replace(/#\d+$/, '');
          expect(url).toMatch(/\/credentials\/status\/\d+$/);

          const list = await backend().certificates.statusList(url);

          // A compact JWS: the page and a wallet check its signature and read its bits.
          expect(list.trim().split('.')).toHaveLength(3);
        });

        it('issues a corrected result a new credential and revokes the one the family held', async () => {
          const mine = await family();
          await signInAsOrganiser();
          await organiser().publishResults(edition, [
            { registrationNumber: mine.registrationNumber, scorePercent: 70 },
          ]);
          const before = await credentialOf(mine.uid);

          await organiser().publishResults(edition, [
            { registrationNumber: mine.registrationNumber, scorePercent: 97 },
          ]);

          const after = await eventually(
            () => credentialOf(mine.uid),
            (found) => found !== undefined && found !== before,
          );
          expect(after).not.toBe(before);
          const renewed = await statusOf(after);
          expect(renewed.status).toBe('active');
          expect((await statusOf(before)).status).toBe('revoked');
          expect(renewed.entry).not.toBe((await statusOf(before)).entry);
        });

        it("revokes the credential when the family's registration is deleted with its result", async () => {
          const mine = await family();
          await signInAsOrganiser();
          await organiser().publishResults(edition, [
            { registrationNumber: mine.registrationNumber, scorePercent: 55 },
          ]);
          const credential = await credentialOf(mine.uid);
          await auth().signOut();
          await auth().signIn(mine.email, mine.password);

          await backend().registrations.withdraw(mine.uid, edition);

          expect(
            (
              await eventually(
                () => statusOf(credential),
                (reading) => reading.status === 'revoked',
              )
            ).status,
          ).toBe('revoked');
        });
      },
    );
  });
}
