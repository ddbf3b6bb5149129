/** The current-user read: a 401 there means "visitor", anywhere else "the session ended". */
export const SESSION_QUERY_KEY = ['auth', 'user'] as const;
