export { InformationPanel } from './components/information-panel.tsx';
