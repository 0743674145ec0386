export { PartnerCompaniesScreen } from './components/partner-companies-screen.tsx';
