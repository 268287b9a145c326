// Replies of the generic resource route: the item of the entity's `x-resource`, from its entity file.
import { replies } from './envelope';
import { entityShape, list } from './reply-schema';

/** A resource's list and its saved item, from the entity `id` and the item's pointer (`#/$defs/customer`). */
export function resourceReplies(id: string, item: string) {
  const shape = entityShape(`${id}${item}`);
  return { list: replies(list(shape)), item: replies(shape) };
}
