/** The demo account's sign-in, which the seed creates and sign-in and deletion treat specially. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';
