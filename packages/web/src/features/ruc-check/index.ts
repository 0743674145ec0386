export { RucCheckScreen } from './components/ruc-check-screen.tsx';
