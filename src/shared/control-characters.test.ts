import { describe, expect, it } from 'vitest';
import { fieldsWithControlCharacters } from './control-characters';

describe('fieldsWithControlCharacters', () => {
  it('names every string field holding a C0, DEL or C1 control, at any depth', () => {
    const payload = {
      firstName: 'Ada\u0000',
      clean: 'tab\tline\nreturn\r ok, ünïcode ✓',
      history: [{ text: 'fine' }, { text: 'bell\u0007' }],
      nested: { deeper: { value: 'esc\u001b', del: '\u007f', nel: '\u0085' } },
      count: 3,
    };
    expect(fieldsWithControlCharacters(payload)).toEqual([
      'firstName',
      'history.1.text',
      'nested.deeper.value',
      'nested.deeper.del',
      'nested.deeper.nel',
    ]);
  });

  it('names a bare string by the name given, and passes clean values', () => {
    expect(fieldsWithControlCharacters('text\u000c', 'resumeText')).toEqual(['resumeText']);
    expect(fieldsWithControlCharacters({ when: new Date(), list: ['a', 'b'], none: null })).toEqual([]);
    expect(fieldsWithControlCharacters(Object.assign(Object.create(null), { q: '\u0001' }))).toEqual(['q']);
  });
});
