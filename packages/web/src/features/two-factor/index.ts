export { TwoFactorPanel } from './components/two-factor-panel.tsx';
export { AuthenticatorSetup } from './components/authenticator-setup.tsx';
export { RecoveryCodesList } from './components/recovery-codes-list.tsx';
export { TwoFactorCodeForm } from './components/two-factor-code-form.tsx';
