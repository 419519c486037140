export { reportsRoutes } from './routes.ts';
export { createReportsService, type ReportsService } from './service.ts';
export type { ReportRow } from '../../platform/db/tables/reports.ts';
