import type { Feature } from '#server/app-services.ts';
import { registerCsvImportRoutes } from '#server/features/csv-import/csv-import.routes.ts';

/** CSV upload with preview, batches and undo, the template and the export. */
export const csvImportFeature: Feature = async (app, { db }) => {
  registerCsvImportRoutes(app, db);
};
