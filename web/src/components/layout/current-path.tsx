import { createContext, useContext } from 'react';

/** The path a public page is being rendered for, so the menu can mark the current page. */
export const CurrentPathContext = createContext('/');

export const useCurrentPath = () => useContext(CurrentPathContext);
