// The family's side of the results (issue 29), shown on the registration page.
export { ResultPanel } from './ResultPanel.tsx';
