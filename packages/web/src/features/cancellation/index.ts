export { CancellationScreen } from './components/cancellation-screen.tsx';
