import { describe, expect, it } from 'vitest';
import { formIdSchema, idSchema, idTextSchema, MAX_ID } from './id-schema';

describe('ids', () => {
  it('a JSON body’s id is a JSON integer from 1 to the int4 maximum', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, '1', true, [1], { id: 1 }, null, Number.NaN]) {
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('an id in the URL or the query is decimal digits only', () => {
    expect(idTextSchema.parse('17')).toBe(17);
    expect(idTextSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      '0',
      '01',
      '+1',
      '-1',
      '0x10',
      '1e3',
      ' 1',
      '1 ',
      '1.0',
      '',
      '২',
      String(MAX_ID + 1),
      ['1'],
      1,
    ]) {
      expect(idTextSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a form field’s id is either, and nothing else', () => {
    expect(formIdSchema.parse('5')).toBe(5);
    expect(formIdSchema.parse(5)).toBe(5);
    for (const bad of ['0x10', true, [1], '5.0']) expect(formIdSchema.safeParse(bad).success).toBe(false);
  });
});
