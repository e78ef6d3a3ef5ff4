import { ORGANISER_MAX_PAGE_SIZE, type OrganiserService } from '@apex/auth-port';
import { normalizeRegistrationNumber, type ResultCandidate } from '@apex/core';
import { nextTask } from '../../../hydration/nextTask.ts';

/** What the import knows of a registration: its status to check, its name and grade to show. */
export interface ConsoleCandidate extends ResultCandidate {
  readonly candidateName: string;
  readonly grade: number;
}

/**
 * Every registration of the edition by its normalised number, read page by page (the largest page
 * the port allows), for checking a results file against and naming the candidate of each row.
 */
export async function loadRegistrationIndex(
  service: OrganiserService,
  editionId: string,
): Promise<Map<string, ConsoleCandidate>> {
  const index = new Map<string, ConsoleCandidate>();
  let after: string | undefined;
  do {
    const page = await service.registrations(editionId, {
      sort: 'number',
      direction: 'asc',
      pageSize: ORGANISER_MAX_PAGE_SIZE,
      ...(after === undefined ? {} : { after }),
    });
    for (const row of page.rows) {
      const number = normalizeRegistrationNumber(row.registrationNumber) ?? row.registrationNumber;
      index.set(number, {
        guardianStatus: row.guardianStatus,
        candidateName: row.candidateName,
        grade: row.grade,
      });
    }
    after = page.next ?? undefined;
    // A page answered at once (the memory backend's are) would otherwise chain every page into
    // one long main-thread task; each page is its own task, so the console stays responsive.
    await nextTask();
  } while (after !== undefined);
  return index;
}
