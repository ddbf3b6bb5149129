import type { Feature } from '#server/app-services.ts';
import { registerAuditRoutes } from '#server/features/audit/audit.routes.ts';

/** The admin's audit log. */
export const auditFeature: Feature = async (app, { db }) => {
  registerAuditRoutes(app, db);
};
