// Every text the server sends a user (a reply's message, an e-mail's or SMS's subject and body) comes from the message
// catalogue (schemas/messages.en-GB.json) through message(), never a literal written in TypeScript (issue 32).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('.', import.meta.url));

/** Where a literal would reach a user: a refusal, a success message, an envelope, a tuple of status and text, a mail. */
const LITERAL_TEXT = [
  /new ApiError\(\s*\d+\s*,\s*[`'"]/,
  /\bsend\(\s*reply\s*,\s*\d+\s*,\s*[`'"]/,
  /\bmessage:\s*[`'"]/,
  /\bsubject:\s*[`'"]/,
  /\bbody:\s*[`'"](?![\w-]+#\/)/,
  /:\s*\[\s*[1-5]\d\d\s*,\s*[`'"]/,
];

/** Production modules: tests, test helpers, the fuzzers and the demo data send nothing to a user. */
function productionFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return ['testing', 'fuzz', 'seed'].includes(name) ? [] : productionFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Whether a call `ok(data, text)` in the statement has a literal text: its second top-level argument is a string. */
function okWithLiteral(statement: string): boolean {
  for (const start of statement.matchAll(/\bok\(/g)) {
    let depth = 0;
    let quote = '';
    let commas = 0;
    let argumentStart = false;
    for (let index = start.index + 3; index < statement.length; index++) {
      const char = statement[index];
      if (!quote && argumentStart && /\S/.test(char)) {
        if (`'"\``.includes(char)) return true;
        argumentStart = false;
      }
      if (quote) {
        if (char === '\\') index++;
        else if (char === quote) quote = '';
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char)) {
        if (depth-- === 0) break;
      } else if (char === ',' && depth === 0) argumentStart = ++commas === 1;
    }
  }
  return false;
}

/** Each statement (up to a semicolon) of a source that matches a pattern, with the line it starts on. */
function literalTexts(source: string): string[] {
  const found: string[] = [];
  let line = 1;
  for (const statement of source.split(';')) {
    const text = statement.replace(/^\s*\/\/.*$/gm, '');
    if (okWithLiteral(text) || LITERAL_TEXT.some((pattern) => pattern.test(text)))
      found.push(
        `${line + (statement.match(/^\s*\n/)?.[0].split('\n').length ?? 1) - 1}: ${statement.trim().slice(0, 120)}`,
      );
    line += statement.split('\n').length - 1;
  }
  return found;
}

describe('server texts', () => {
  it('recognises a literal text wherever it would reach a user', () => {
    for (const example of [
      "throw new ApiError(400, 'Please select a client')",
      "return ok(null, 'Saved successfully')",
      'return ok(rows, `Saved ${n}`)',
      "send(reply, 404, 'No such thing')",
      "reply.code(404).send({ responseCode: 404, message: 'Email is available', data: false })",
      "app.outbox.send(db, { subject: 'Welcome', body: message('x') })",
      'app.outbox.send(db, { subject: null, body: `Your code ${code}` })',
      "const KNOWN = { X: [400, 'The body is not valid JSON.'] }",
    ])
      expect(literalTexts(example), example).toHaveLength(1);
    for (const example of [
      "throw new ApiError(400, message('clients.select'))",
      'return ok(rows)',
      "return ok(null, message('x.saved'))",
      "return ok(await loginResponse(db, user, 'client'), message('auth.signIn.success'))",
      "const ACTIONS: [number, string][] = [[1, 'Add user']]",
      "return ok(null, added ? message('a') : message('b'))",
      "app.post(path, { schema: { body: 'onboarding#/$defs/saveBasic' } })",
      "app.outbox.send(db, { subject: message('a'), body: message('b', { code }) })",
    ])
      expect(literalTexts(example), example).toEqual([]);
  });

  it.each(productionFiles(SERVER).map((path) => relative(SERVER, path)))('%s sends no literal text', (path) => {
    expect(literalTexts(readFileSync(join(SERVER, path), 'utf8'))).toEqual([]);
  });
});
