// Uploads are typed by their first bytes, never by their name or the type the browser claims (src/api/file-signatures.ts).
export { HEAD_BYTES, typeOfHead as sniffType } from '../../src/engine/core/file-signatures';
