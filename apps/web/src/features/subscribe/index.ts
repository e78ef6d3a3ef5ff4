export type { SubscribeFormProps } from './SubscribeForm.tsx';
export { SubscribeForm } from './SubscribeForm.tsx';
export { SubscriptionLink } from './SubscriptionLink.tsx';
export type { SubscriptionLinkAction } from './useSubscriptionLink.ts';
