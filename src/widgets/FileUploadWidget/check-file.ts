// Spec 2 sections 5 and 9: a picked file is refused before upload when its type or size is wrong, with the spec's messages.

/** The spec's message for a file `file` that may not be uploaded, or undefined when it may. */
export function checkFile(file: File, accept: string[], maxSize: number): string | undefined {
  if (!accept.includes(file.type)) return 'Invalid file type';
  if (file.size > maxSize) return `File size exceeds ${maxSize / 1_000_000}MB`;
  return undefined;
}
