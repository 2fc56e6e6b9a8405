import { createContext } from 'react';

/**
 * Set by the host's dialog shell (a native modal <dialog>): the id its `aria-labelledby` points at.
 * A DialogFrame inside uses it for its title and does not add a second dialog role.
 */
export const DialogLabelContext = createContext<string | null>(null);
