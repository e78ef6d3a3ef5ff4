import { describeError, EXAM } from '@apex/core';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { TestClosed } from './TestClosed.tsx';
import { TestPlayer } from './TestPlayer.tsx';
import { TestRules } from './TestRules.tsx';
import { useAttempt } from './useAttempt.ts';

export interface TestAttemptProps {
  readonly uid: string;
  readonly editionId: string;
  readonly candidate: string;
  readonly grade: number;
}

/** The attempt's screens: the rules, the paper, or the closed test. */
export function TestAttempt({ uid, editionId, candidate, grade }: TestAttemptProps) {
  const text = useMessages().examTest;
  const locale = useLocale();
  const { phase, begin, closed } = useAttempt(uid, editionId);
  switch (phase.kind) {
    case 'loading':
      return <p>{text.loading}</p>;
    case 'failed':
      return <p role="alert">{describeError(phase.code, '', locale).message}</p>;
    case 'rules':
      return (
        <TestRules
          candidate={candidate}
          grade={grade}
          minutes={EXAM.durationMinutes}
          starting={phase.starting}
          failure={phase.code === null ? null : describeError(phase.code, '', locale).message}
          onBegin={begin}
        />
      );
    case 'open':
      return (
        <TestPlayer
          uid={uid}
          editionId={editionId}
          start={phase.start}
          resumed={phase.resumed}
          onClosed={closed}
        />
      );
    case 'closed':
      return (
        <TestClosed
          paper={phase.start.paper}
          closedBy={phase.closedBy}
          notCounted={phase.notCounted}
        />
      );
  }
}
