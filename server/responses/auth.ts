// Replies of sign-in, sign-up, passwords and the session: the signed-in user as the browser keeps it, and the menus
// of schemas/auth/menus.json in the fields their meta-schema allows (schemas/meta/declarations.meta.json, menuItem).
import { replies } from './envelope';
import { flag, list, object, option, text } from './reply-schema';

/** A menu entry's own fields; children are entries again (menus nest two levels, a third is allowed here). */
const entryFields = { id: text, title: text, path: text, icon_id: text, description: text };
const leaf = object(entryFields);
const group = (children: Record<string, unknown>) => object({ ...entryFields, children: list(children) });

/** A role's menu: what the sidebar draws and what the browser's route guards read. */
export const MENU = list(group(group(leaf)));

/** The signed-in user, as sign-in, token sign-in, OTP sign-in and sign-up answer it (server/auth/login-response.ts). */
export const SIGNED_IN = replies(
  object({
    token: text,
    clientId: text,
    userId: text,
    email: text,
    mobile: text,
    userName: text,
    roles: list(object({ roleName: text })),
    clientStatus: text,
    userFirstName: text,
    userLastName: text,
    clientType: text,
    businessCategory: text,
    clientPurpose: text,
    viewTour: flag,
    privileges: MENU,
  }),
);

/** An OTP sent: which purpose it was for, never the code. */
export const OTP_KEY = replies(object({ keyHash: text }));
/** The caller's menu. */
export const PRIVILEGES = replies(MENU);
/** The active countries with their dialling code. */
export const COUNTRIES = replies(list(option({ dialCode: text })));
/** A saved mobile number. */
export const MOBILE_SAVED = replies(object({ mobile: text }));
/** The development identity provider's token. */
export const IDENTITY_TOKEN = replies(object({ token: text }));
