export { ReportScreen } from './components/report-screen.tsx';
