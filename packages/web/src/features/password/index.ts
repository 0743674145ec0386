export { PasswordChangeForm, type PasswordChangeCredentials } from './components/password-change-form.tsx';
export { ChangePasswordScreen } from './components/change-password-screen.tsx';
export { passwordChangeMessages } from './password-change-outcome.ts';
