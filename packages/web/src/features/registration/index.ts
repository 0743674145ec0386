export { RegistrationPage } from './components/registration-page.tsx';
