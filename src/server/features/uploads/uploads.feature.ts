import type { Feature } from '#server/app-services.ts';
import { registerImageUploadRoutes } from '#server/features/uploads/image-upload.routes.ts';

/** An admin's image upload. */
export const uploadsFeature: Feature = async (app, { db, uploadStore, config }) => {
  registerImageUploadRoutes(app, { db, store: uploadStore, config });
};
