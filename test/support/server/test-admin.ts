/** The admin account every test server is started with. */
export const TEST_ADMIN = { username: 'admin', password: 'admin-password-1' };
