export { ReportScreen } from './components/report-screen.tsx';
export { PeriodArchiveButton } from './components/period-archive-dialog.tsx';
export { CompanyReportDialog } from './components/company-report-dialog.tsx';
