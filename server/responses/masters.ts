// Replies of the master data routes (currencies, purpose codes, roles, access, HS codes), from
// schemas/entities/masters.json where it describes the row.
import { replies } from './envelope';
import { entityShape, key, list, object, option, text } from './reply-schema';

export const CURRENCIES = replies(list(entityShape('masters#/$defs/currency')));
export const PURPOSE_CODES = replies(list(entityShape('masters#/$defs/purposeCode')));
export const ROLES = replies(list(entityShape('masters#/$defs/role')));
export const HS_CODES = replies(list(entityShape('masters#/$defs/hsCode')));
/** Options of a select: active roles, industries. */
export const OPTIONS = replies(list(option()));
/** The active HS codes as options, with the product to show beside the code. */
export const HS_CODE_OPTIONS = replies(list(option({ productDetails: text })));
/** The actions a role may be given, as options with their description. */
export const ACTIONS = replies(list(option({ description: text })));
/** A role's active access rows. */
export const ACCESS = replies(
  list(
    object({
      id: text,
      roleId: key,
      roleName: text,
      actionId: key,
      displayName: text,
      description: text,
      status: text,
    }),
  ),
);
/** A checked or added HS code ({ hsCode }). */
export const HS_CODE = replies(object({ hsCode: text }));
