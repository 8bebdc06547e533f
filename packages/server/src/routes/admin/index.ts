// Every /api/admin operation (the staff console's API): one router to mount in app.ts.
import type { AppContext } from '../../context.ts';
import { createRouter } from '../../lib/route.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminAuthRoutes } from './auth.ts';
import { adminCertificateRoutes } from './certificates.ts';
import { adminReviewRoutes } from './reviews.ts';
import { adminStaffRoutes } from './staff.ts';
import { adminWordRoutes } from './words.ts';

export function adminRoutes(ctx: AppContext) {
  const app = createRouter();
  // Staff answers carry students' data: never kept by a browser or a proxy.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  for (const routes of [
    adminAuthRoutes,
    adminCertificateRoutes,
    adminReviewRoutes,
    adminWordRoutes,
    adminAuditRoutes,
    adminStaffRoutes,
  ]) {
    app.route('/', routes(ctx));
  }
  return app;
}
