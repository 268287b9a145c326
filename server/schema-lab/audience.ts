// Who reaches the Schema Lab's routes: the admin console's Admin and Product Analyst (issue 34), in every mode.
import type { RouteAccess } from '../plugins/access';

/** The role whose menu is the Schema Lab alone. */
export const PRODUCT_ANALYST = 'Product Analyst';

/** A check compiles and runs what the caller wrote and a publish changes the product: these two roles only. */
export const LAB_ACCESS: RouteAccess = { consoles: ['admin'], roles: ['Admin', PRODUCT_ANALYST] };
