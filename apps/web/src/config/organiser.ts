import { type OrganiserFacts, organiserFactsFrom } from '@apex/core';

/**
 * Who runs the site, from the VITE_ORGANISER_* variables of the build (.env.example); the one
 * place they are read. Unset ones show their `.example` placeholders, which the predeploy check
 * refuses for production (placeholderOrganiserFacts in @apex/core).
 */
export const ORGANISER: OrganiserFacts = organiserFactsFrom(import.meta.env);
