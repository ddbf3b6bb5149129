/** The Enhanced Admin Panel's anchor on /admin; the crawler page links to it. */
export const ENHANCED_PANEL_ID = 'enhanced-admin-panel';
