import type { Reporter, TestModule } from 'vitest/node';
import { DID_NOT_RUN } from '../rules/emulatorReachable.ts';

/**
 * Prints, after vitest's own summary, a banner naming every suite that DID NOT RUN for want of an
 * emulator and how many tests it holds, so a run without Java never reads as a full pass (vitest
 * alone would show them as "skipped", among the intended skips).
 */
export class NotRunReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const notRun: string[] = [];
    let tests = 0;
    let firestore = false;
    for (const testModule of testModules) {
      for (const suite of testModule.children.allSuites()) {
        if (!suite.name.includes(DID_NOT_RUN)) continue;
        const count = [...suite.children.allTests()].length;
        tests += count;
        firestore ||= suite.name.includes('FIRESTORE_EMULATOR_HOST');
        // The title's reason is printed with the file; here only its name.
        const name = suite.name.split(' (')[0];
        notRun.push(`!!!   ${testModule.relativeModuleId}: ${name} (${count} tests)`);
      }
    }
    if (notRun.length === 0) return;
    const rule = '!'.repeat(100);
    console.log(
      [
        '',
        rule,
        `!!! ${tests} TESTS OF THE FIREBASE ADAPTER ${DID_NOT_RUN}: each suite below needs an emulator that is not here.`,
        ...notRun,
        ...(firestore
          ? [
              '!!! Those on Firestore run with Java 21 and the Cloud SDK Firestore emulator:',
              '!!!   pnpm --filter @apex/auth-firebase test:emulators   (CI runs it, and fails without the emulator)',
            ]
          : []),
        rule,
        '',
      ].join('\n'),
    );
  }
}
