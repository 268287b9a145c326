// Replies several areas share: no data, a saved row's id, a status, a document's reference, a file as a data URL.
import { replies } from './envelope';
import { entityShape, flag, key, object, text } from './reply-schema';

/** A write that answers its message alone (data null). */
export const NO_DATA = replies({ type: 'null' });
/** A write that answers the key of what it saved ({ id }). */
export const SAVED_ID = replies(object({ id: key }));
/** A status toggle's answer ({ status }). */
export const STATUS = replies(object({ status: text }));
/** A yes-or-no answer. */
export const YES_NO = replies(flag);
/** A count. */
export const COUNT = replies({ type: ['integer', 'string', 'null'] });
/**
 * A stored file, as a data URL (`data:<type>;base64,...`) in the envelope, or null when there is none: files are
 * JSON answers here, so no route answers bytes of its own content type.
 */
export const DATA_URL = replies(text);
/** An upload's reference ({ documentId, documentName }), what a later save names. */
export const UPLOAD = replies(entityShape('common#/$defs/documentRef'));
