// The id a select's listbox goes by, shared by the closed field and the real select that takes its place.

/** The id of a select's listbox: the closed field names it in `aria-controls`, the real select gives it its listbox. */
export const listboxOf = (id: string) => `${id}-listbox`;
