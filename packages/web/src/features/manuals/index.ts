export { ManualsPage } from './components/manuals-page.tsx';
