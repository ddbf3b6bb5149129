/** Navigation state with which a link to /search asks for the keyboard in the search box. */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

export function asksForSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSearch' in state;
}
