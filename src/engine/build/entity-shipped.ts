// An entity file (schemas/entities) as the browser's actions import it (`virtual:entity/<file>`): without the root's
// title, description and comment, which document the file for analysts and which no action reads (the client entity's
// came to 0.4 KiB of the onboarding route's first load, on the wire).

/** The root keywords that only document an entity. */
const DOCUMENTATION = ['title', 'description', '$comment'];

/** The entity's JSON text without its root's documentation; everything below the root is kept as written. */
export function shippedEntity(text: string): string {
  const entity = JSON.parse(text) as Record<string, unknown>;
  for (const keyword of DOCUMENTATION) delete entity[keyword];
  return JSON.stringify(entity);
}
