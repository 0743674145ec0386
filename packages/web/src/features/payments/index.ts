export { PlansScreen } from './components/plans-screen.tsx';
export { UploadProofScreen } from './components/upload-proof-screen.tsx';
export { PaymentReviewScreen } from './components/payment-review-screen.tsx';
export { PaymentsWaiting } from './components/payments-waiting.tsx';
