import { createContext, useContext } from 'react';

/**
 * False inside an area that is not shown, such as a tab that is not selected: widgets there do
 * not query until it is shown. Layout widgets that hide areas
 * provide it; the query hook reads it.
 */
export const AreaActiveContext = createContext(true);

export function useAreaActive(): boolean {
  return useContext(AreaActiveContext);
}
