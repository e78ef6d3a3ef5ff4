export { ParentConfirmation } from './ParentConfirmation.tsx';
