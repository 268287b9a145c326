// Every message a form's data gives now (touched or not), by field path, for parts that judge a group of fields (a
// tab's Next).
import { createContext } from 'react';

/** The form's current messages; empty outside a form. */
export const FormMessages = createContext<ReadonlyMap<string, string>>(new Map());
