export { BusinessDashboard } from './components/business-dashboard.tsx';
