import { cpus, loadavg } from 'node:os';
import { assignSamplePaper, judgeAttemptsBy } from '../attempts.ts';
import { call, closeAdmin } from '../emulators.ts';
import {
  type Candidate,
  confirmedCandidates,
  describeRecord,
  LoadRecord,
  simulateAttempt,
  storedOutcome,
  warmUp,
} from './attemptLoad.ts';
import { describeLatency, summarise } from './latency.ts';
import { slots } from './slots.ts';

/**
 * `pnpm --filter @apex/functions bench:attempts` (docs/performance.md, "The built-in test at
 * scale"; ADR 0174): on emulators of its own, the answer save's round trip (one attempt, a save a
 * second), then simulated candidates' attempts at once. Not a test: it prints figures.
 */

const EDITION = '2024';
const GRADE = 7;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} is a whole number`);
  return value;
}

const ATTEMPTS = setting('APEX_BENCH_ATTEMPTS', 200);
const SAVES = setting('APEX_BENCH_SAVES', 5);
const IN_FLIGHT = setting('APEX_BENCH_IN_FLIGHT', 8);
const ROUND_TRIPS = setting('APEX_BENCH_ROUND_TRIPS', 60);
const RAMP_MS = setting('APEX_BENCH_RAMP_MS', 10_000);
const SAVE_GAP_MS = 1000;

const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}, ${cpus().length} cores, Node ${process.version}`;

async function timedSave(candidate: Candidate, sequence: number, answers: object) {
  const sent = performance.now();
  const answer = await call(
    'saveAnswers',
    { editionId: EDITION, sequence, answers },
    candidate.token,
  );
  if (answer.error !== undefined) throw new Error(JSON.stringify(answer.error));
  return performance.now() - sent;
}

/** One attempt's saves, one a second, each timed from sending to its answer. */
async function roundTrips(candidate: Candidate): Promise<void> {
  const started = await call('startAttempt', { editionId: EDITION }, candidate.token);
  if (started.error !== undefined) throw new Error(JSON.stringify(started.error));
  const item = (started.result as { paper: { sections: { items: { id: string }[] }[] } }).paper
    .sections[0]?.items[0];
  if (item === undefined) throw new Error('an empty paper');
  // The emulator starts a worker process on a function's first call: timed, and left out.
  const first = await timedSave(candidate, 1, { [item.id]: 'first' });
  const times: number[] = [];
  let next = performance.now();
  for (let sequence = 2; sequence <= ROUND_TRIPS + 1; sequence += 1) {
    next += SAVE_GAP_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    times.push(await timedSave(candidate, sequence, { [item.id]: `answer ${sequence}` }));
  }
  console.log(
    `save round trip, one attempt, a save a second: ${describeLatency(summarise(times))}`,
  );
  console.log(`  (the first save, which started the emulator's worker: ${Math.round(first)} ms)`);
  await call('submitAttempt', { editionId: EDITION }, candidate.token);
}

async function main(): Promise<void> {
  console.log(`start: ${machine()}`);
  await judgeAttemptsBy(true);
  await assignSamplePaper(EDITION, GRADE);
  const seeding = performance.now();
  const [probe, ...others] = await confirmedCandidates(
    EDITION,
    GRADE,
    1 + IN_FLIGHT + ATTEMPTS,
    IN_FLIGHT,
  );
  console.log(
    `seeded ${others.length + 1} confirmed registrations and ID tokens in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  if (probe !== undefined && ROUND_TRIPS > 0) await roundTrips(probe);
  if (ATTEMPTS === 0) return;

  const plan = { editionId: EDITION, saves: SAVES, saveGapMs: SAVE_GAP_MS, rampMs: RAMP_MS };
  const run = slots(IN_FLIGHT);
  await warmUp(EDITION, others.slice(0, IN_FLIGHT), IN_FLIGHT);
  const load = others.slice(IN_FLIGHT);
  console.log(
    `load: ${load.length} attempts, each start -> ${SAVES} saves at least ${SAVE_GAP_MS} ms apart -> submit, started within ${RAMP_MS} ms, at most ${IN_FLIGHT} calls in flight; ${machine()}`,
  );
  const record = new LoadRecord();
  const began = performance.now();
  await Promise.all(load.map((candidate) => simulateAttempt(candidate, plan, run, record)));
  const seconds = (performance.now() - began) / 1000;
  for (const line of describeRecord(record, load.length)) console.log(`  ${line}`);
  const calls = Object.values(record.times).reduce((sum, times) => sum + times.length, 0);
  console.log(
    `  all ${calls} calls in ${seconds.toFixed(1)} s: ${(calls / seconds).toFixed(1)} a second`,
  );
  const stored = await storedOutcome(EDITION, load, SAVES);
  console.log(
    `  stored: ${stored.closed} of ${load.length} attempts closed, ${stored.allSaves} with every save counted`,
  );
  console.log(`end: ${machine()}`);
}

try {
  await main();
} finally {
  await closeAdmin();
}
