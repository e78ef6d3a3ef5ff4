// The organiser console (issue 29): loaded only by the /organiser route, never by a public page.
export { OrganiserConsole } from './OrganiserConsole.tsx';
