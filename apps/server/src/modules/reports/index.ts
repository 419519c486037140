export { reportsRoutes } from './routes.ts';
export { createReportsService, type ReportsService } from './service.ts';
