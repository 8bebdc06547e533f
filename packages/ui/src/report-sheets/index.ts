export type { ReportSheetsLabels, ReportSheetsProps, ReportStep } from './ReportSheets';
export { REPORT_SHEETS_LABELS, ReportSheets } from './ReportSheets';
