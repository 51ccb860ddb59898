import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { M } from '../../../../lib/schemas/forms/messages';

const root = resolve(__dirname, '../../../..');
const en = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')) as { validation: Record<string, string> };
const zh = JSON.parse(readFileSync(join(root, 'messages/zh-CN.json'), 'utf8')) as { validation: Record<string, string> };
const lookup = (file: { validation: Record<string, string> }, key: string) => file.validation[key.replace(/^validation\./, '')];

describe('validation messages', () => {
  it('are nested under one "validation" namespace in both catalogues', () => {
    expect(Object.keys(en)).toContain('validation');
    expect(Object.keys(zh)).toContain('validation');
    expect(Object.keys(zh.validation).sort()).toEqual(Object.keys(en.validation).sort());
  });

  it.each(Object.values(M))('%s exists in English and Chinese, and the Chinese is a translation', (key) => {
    expect(lookup(en, key)).toEqual(expect.any(String));
    expect(lookup(zh, key)).toEqual(expect.any(String));
    expect(lookup(zh, key)).not.toBe(lookup(en, key));
    expect(lookup(zh, key)).toMatch(/[\u4e00-\u9fff]/);
    // Placeholders match.
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    expect(holes(lookup(zh, key))).toEqual(holes(lookup(en, key)));
  });

  it('every message key written in a form schema exists', () => {
    const dir = join(root, 'lib/schemas/forms');
    const written = readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').match(/validation\.[A-Za-z]+/g) ?? []);
    for (const key of written) expect([key, lookup(en, key)]).toEqual([key, expect.any(String)]);
  });

  it.each([
    ['birthDateRequired', 'The Date of Birth field is required'],
    ['birthDateFormat', 'The Date of Birth should be DD/MM/YYYY format'],
    ['smsCodeIncorrect', 'The SMS code entered is not correct'],
    ['streetAddressRequired', 'The Street Address field is required'],
    ['deliveryNotAvailable', 'delivery not available for {postcode}'],
    ['couponRequired', 'please enter the discount code'],
  ])('%s keeps the spec wording', (key, text) => {
    expect(en.validation[key]).toBe(text);
  });
});
