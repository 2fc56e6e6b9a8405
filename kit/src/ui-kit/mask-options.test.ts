import IMask from 'imask';
import { amountMaskOptions, toImaskOptions } from './mask-options';

function typeInto(mask: string, text: string) {
  const masked = IMask.createMask(toImaskOptions(mask));
  masked.resolve(text);
  return { value: masked.value, unmasked: masked.unmaskedValue, complete: masked.isComplete };
}

describe('toImaskOptions (Requirements §5 mask syntax)', () => {
  it('9 takes digits only', () => {
    expect(typeInto('999-999', '12a3456')).toEqual({ value: '123-456', unmasked: '123456', complete: true });
    expect(typeInto('999', 'abc').unmasked).toBe('');
  });

  it('a takes letters only, Turkish ones included', () => {
    expect(typeInto('aaa', '1ş2Ğ3b').unmasked).toBe('şĞb');
    expect(typeInto('aa', '12').unmasked).toBe('');
  });

  it('* takes letters or digits but not symbols', () => {
    expect(typeInto('***', '-a!5_Z').unmasked).toBe('a5Z');
  });

  it("keeps imask's native 0 for the code masks", () => {
    expect(typeInto('00-00-00', '123456')).toEqual({ value: '12-34-56', unmasked: '123456', complete: true });
    expect(typeInto('000-000', '12x3').value).toBe('123');
  });

  it('keeps escaped digits as literals', () => {
    expect(typeInto('+\\9\\0 999', '555').value).toBe('+90 555');
  });
});

describe('amountMaskOptions', () => {
  it('formats tr-TR with two decimals and no negatives', () => {
    const masked = IMask.createMask(amountMaskOptions());
    masked.resolve('1234,567');
    expect(masked.value).toBe('1.234,56');
    expect(masked.unmaskedValue).toBe('1234.56');
    masked.resolve('-5');
    expect(masked.unmaskedValue).toBe('5');
  });

  const typed = (lang: 'en' | 'tr', text: string) => {
    const masked = IMask.createMask(amountMaskOptions({ lang }));
    for (const ch of text) masked.append(ch, { input: true });
    return [masked.value, masked.unmaskedValue];
  };

  it('follows the language: 100.50 typed in en and 100,50 typed in tr are both 100.5', () => {
    expect(typed('en', '100.50')).toEqual(['100.50', '100.5']);
    expect(typed('tr', '100,50')).toEqual(['100,50', '100.5']);
    expect(typed('en', '1234.56')).toEqual(['1,234.56', '1234.56']);
    expect(typed('tr', '1234,56')).toEqual(['1.234,56', '1234.56']);
  });

  it('places thousands separators itself: typed ones in the right place change nothing', () => {
    expect(typed('en', '1,234.56')).toEqual(['1,234.56', '1234.56']);
    expect(typed('tr', '1.234,56')).toEqual(['1.234,56', '1234.56']);
  });
});
