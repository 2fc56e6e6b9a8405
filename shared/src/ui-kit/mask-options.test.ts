import IMask from 'imask';
import { amountMaskOptions, toImaskOptions } from './mask-options';

function typeInto(mask: string, text: string) {
  const masked = IMask.createMask(toImaskOptions(mask));
  masked.resolve(text);
  return { value: masked.value, unmasked: masked.unmaskedValue, complete: masked.isComplete };
}

describe('toImaskOptions (SPEC mask syntax)', () => {
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
});
