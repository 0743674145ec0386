export { AssistancePanel } from './components/assistance-panel.tsx';
