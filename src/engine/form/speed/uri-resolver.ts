// Stands in for fast-uri, which only @rjsf/utils imports in the browser (see the declarations plugin): RJSF resolves a
// `$ref` against an `$id` and compares `$id`s with it, and only for draft 2020-12 schemas that embed others by `$id`;
// our bundled declarations never do (every `$ref` is local). fast-uri is 6 KiB of every form's download for that, and
// RFC 3986 section 5.2 is a few lines.

const PARTS = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

const parse = (uri: string): Parts => {
  const [, scheme, authority, path = '', query, fragment] = PARTS.exec(uri) ?? [];
  return { scheme, authority, path, query, fragment };
};

const format = ({ scheme, authority, path, query, fragment }: Parts): string =>
  `${scheme === undefined ? '' : `${scheme.toLowerCase()}:`}${authority === undefined ? '' : `//${authority}`}${path}${
    query === undefined ? '' : `?${query}`
  }${fragment === undefined ? '' : `#${fragment}`}`;

/** RFC 3986 section 5.2.4. */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/');
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && output.length > 1) output.pop();
      if (last) output.push('');
    } else output.push(segment);
  });
  return output.join('/');
}

/** Scheme and host in lower case, as fast-uri writes them; the rest as written. */
const normalise = (uri: string): string => {
  const parts = parse(uri);
  if (parts.authority !== undefined) {
    const at = parts.authority.lastIndexOf('@') + 1;
    parts.authority = parts.authority.slice(0, at) + parts.authority.slice(at).toLowerCase();
  }
  return format(parts);
};

/** `relative` resolved against `base` (RFC 3986 section 5.2), relative bases included. */
function resolve(base: string, relative: string): string {
  const r = parse(relative);
  const b = parse(base);
  let target: Parts;
  if (r.scheme !== undefined) target = { ...r, path: removeDotSegments(r.path) };
  else if (r.authority !== undefined) target = { ...r, scheme: b.scheme, path: removeDotSegments(r.path) };
  else if (r.path === '') target = { ...b, query: r.query ?? b.query, fragment: r.fragment };
  else {
    let merged: string;
    if (r.path.startsWith('/')) merged = r.path;
    else if (b.authority !== undefined && b.path === '') merged = `/${r.path}`;
    else merged = `${b.path.slice(0, b.path.lastIndexOf('/') + 1)}${r.path}`;
    target = { scheme: b.scheme, authority: b.authority, path: removeDotSegments(merged), query: r.query };
  }
  target.fragment = r.fragment;
  return normalise(format(target));
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' };

/** A URI as compared: normalised, and for the web schemes without their default port and with at least a `/` path. */
function comparable(uri: string): string {
  const parts = parse(normalise(uri));
  const port = DEFAULT_PORTS[parts.scheme?.toLowerCase() ?? ''];
  if (port && parts.authority !== undefined) {
    parts.authority = parts.authority.replace(new RegExp(`:${port}$`), '');
    if (parts.path === '') parts.path = '/';
  }
  return format(parts);
}

/** Whether two URIs name the same resource. */
const equal = (a: string, b: string): boolean => comparable(a) === comparable(b);

export default { resolve, equal };
