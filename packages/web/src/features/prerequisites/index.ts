export { PrerequisiteCheckScreen } from './components/prerequisite-check-screen.tsx';
