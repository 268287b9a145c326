// What a named action is: the only way a declaration reaches the API.

/** An action's answer: data, and the server's message for a snackbar. */
export interface ActionResult {
  data: unknown;
  message?: string;
}

/** A named API call; the payload is whatever the declaration's screen hands it (form data or a table row). */
export type Action = (payload: never) => Promise<unknown>;
