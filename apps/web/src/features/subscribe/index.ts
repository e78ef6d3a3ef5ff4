export { SubscribeForm } from './SubscribeForm.tsx';
