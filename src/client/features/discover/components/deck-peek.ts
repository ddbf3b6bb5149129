/**
 * Where the next card waits: 8 % smaller and moved down so its bottom edge shows 16 px below
 * the top card (4 % of its height makes up for the shrink).
 */
export const PEEK = 'calc(4% + 16px)';
