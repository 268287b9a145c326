// What a page form reads from a save's answer: the message to show, and a field that asks for a follow-up.

/** The answer's message, when the action answers the envelope's data and message. */
export const messageOf = (result: unknown): string | undefined =>
  result && typeof result === 'object' && 'message' in result ? String(result.message) : undefined;

/** A field of a save's answer: of its `data` when the action answers the envelope's data and message. */
export const answerField = (result: unknown, name: string): unknown => {
  const answer = result && typeof result === 'object' ? (result as Record<string, unknown>) : {};
  const data = answer.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : answer;
  return data[name];
};
