export { ReceiverPortalPage } from './components/receiver-portal-page.tsx';
