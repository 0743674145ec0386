export { RegistrationPage } from './components/registration-page.tsx';
export { RegistrationDialog } from './components/registration-dialog.tsx';
