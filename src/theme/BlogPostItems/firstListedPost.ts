import { createContext } from 'react';

/** The permalink of the first post of a list of posts; null outside a list (a post's own page). */
export const FirstListedPost = createContext<string | null>(null);
