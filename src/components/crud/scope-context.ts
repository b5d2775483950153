import { createContext, useContext } from 'react';

/**
 * The selected projects for list calls, handed in by the screen (features own the selection;
 * components cannot import them). Empty: all of the user's projects.
 */
export const ScopeContext = createContext<readonly number[]>([]);

export const useListScope = () => useContext(ScopeContext);
