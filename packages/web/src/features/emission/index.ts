export { EmissionPage } from './components/emission-page.tsx';
