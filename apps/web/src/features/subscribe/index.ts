export type { SubscribeFormProps } from './SubscribeForm.tsx';
export { SubscribeForm } from './SubscribeForm.tsx';
