import type { AppRoute } from '../route-table';

export const mapRoutes: AppRoute[] = [];
