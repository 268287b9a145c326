// The stand-in for fast-uri answers as fast-uri does for the references RJSF resolves and the ids it compares.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import standIn from './uri-resolver';

// Through require: the declarations plugin aliases the import 'fast-uri' to the stand-in.
const fastUri = createRequire(import.meta.url)('fast-uri') as typeof standIn;

const RFC_BASE = 'http://a/b/c/d;p?q';
// RFC 3986 section 5.4: the normal and abnormal examples.
const RFC_REFERENCES = [
  'g:h',
  'g',
  './g',
  'g/',
  '/g',
  '//g',
  '?y',
  'g?y',
  '#s',
  'g#s',
  'g?y#s',
  ';x',
  'g;x',
  'g;x?y#s',
  '',
  '.',
  './',
  '..',
  '../',
  '../g',
  '../..',
  '../../',
  '../../g',
  '../../../g',
  '../../../../g',
  '/./g',
  '/../g',
  'g.',
  '.g',
  'g..',
  '..g',
  './../g',
  './g/.',
  'g/./h',
  'g/../h',
  'g;x=1/./y',
  'g;x=1/../y',
  'g?y/./x',
  'g?y/../x',
  'g#s/./x',
  'g#s/../x',
];
const SCHEMA_CASES: [string, string][] = [
  ['https://example.com/schemas/person.json', '#/$defs/name'],
  ['https://example.com/schemas/person.json', 'address.json'],
  ['https://example.com/schemas/person.json', 'address.json#/properties/city'],
  ['https://example.com/schemas/', '../common/pan.json'],
  ['https://Example.COM:443/a/b.json', 'c.json'],
  ['person.json', 'address.json'],
  ['schemas/entities/person.json', '../common/pan.json#/$defs/pan'],
  ['/schemas/person.json', 'address.json'],
  ['urn:example:root', '#/$defs/x'],
];

describe('the fast-uri stand-in', () => {
  it.each(RFC_REFERENCES)('resolves %j against the RFC 3986 base as fast-uri does', (reference) => {
    expect(standIn.resolve(RFC_BASE, reference)).toBe(fastUri.resolve(RFC_BASE, reference));
  });

  it.each(SCHEMA_CASES)('resolves a schema reference against %s as fast-uri does (%s)', (base, reference) => {
    expect(standIn.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it.each([
    ['https://example.com/a.json', 'https://example.com/a.json'],
    ['HTTPS://EXAMPLE.com/a.json', 'https://example.com/a.json'],
    ['https://example.com:443/a.json', 'https://example.com/a.json'],
    ['https://example.com/a.json', 'https://example.com/b.json'],
    ['http://example.com', 'http://example.com/'],
    ['http://example.com:8080/a.json', 'http://example.com/a.json'],
    ['https://user@Example.com/a.json#/x', 'https://user@example.com/a.json#/x'],
    ['person.json', 'person.json'],
    ['person.json', 'address.json'],
  ])('compares %s and %s as fast-uri does', (a, b) => {
    expect(standIn.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
