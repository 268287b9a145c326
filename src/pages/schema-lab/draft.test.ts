// Drafts keep the last JSON object that parsed, say why the current text does not, and know when they differ from the file.
import { describe, expect, it } from 'vitest';
import { draftOf, editJson, isEdited, sampleFromForm } from './draft';

const entry = { file: 'schemas/examples/x.form.json', json: { id: 'x', schema: { type: 'object' } } };

describe('drafts', () => {
  it('starts from the file as saved, formatted, with empty sample data', () => {
    const draft = draftOf(entry);
    expect(draft.declaration).toEqual({ text: JSON.stringify(entry.json, null, 2), value: entry.json });
    expect(draft.sample).toEqual({ text: '{}', value: {} });
    expect(isEdited(draft)).toBe(false);
  });

  it.each([
    ['{ "id": ', /^Not valid JSON: /],
    ['[1, 2]', /^A declaration and its sample data are JSON objects$/],
    ['null', /^A declaration and its sample data are JSON objects$/],
  ])('keeps the last good value for %s and says why', (text, message) => {
    const edited = editJson(draftOf(entry).declaration, text);
    expect(edited.text).toBe(text);
    expect(edited.value).toBe(entry.json);
    expect(edited.error).toMatch(message);
  });

  it('takes an object that parses, and counts only declaration edits as edits', () => {
    const draft = draftOf(entry);
    const edited = { ...draft, declaration: editJson(draft.declaration, '{"id":"y"}') };
    expect(edited.declaration).toEqual({ text: '{"id":"y"}', value: { id: 'y' } });
    expect(isEdited(edited)).toBe(true);
    expect(isEdited(sampleFromForm(draft, { name: 'Asha' }))).toBe(false);
    expect(sampleFromForm(draft, { name: 'Asha' }).sample.text).toBe('{\n  "name": "Asha"\n}');
  });
});
