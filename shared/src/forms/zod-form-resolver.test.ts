import { z } from 'zod';
import { issueMessage, zodFormResolver } from './zod-form-resolver';

test('a bare length key carries its limit, so the message can say it', () => {
  const issue = z.string().min(5, 'validation.minLength').safeParse('abc').error!.issues[0]!;
  expect(issueMessage(issue)).toBe('validation.minLength|{"min":5}');
  const plain = z.string().min(5, 'Too short').safeParse('abc').error!.issues[0]!;
  expect(issueMessage(plain)).toBe('Too short');
});

test('the resolver keeps the first issue of each control and hands over the parsed values', async () => {
  const schema = z.object({
    code: z.string().min(1, 'validation.required').regex(/^\d+$/, 'validation.digits'),
    amount: z.string().transform(Number),
  });
  const resolve = zodFormResolver(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  const bad = await resolve({ code: '', amount: '5' }, undefined, options);
  expect(bad.values).toEqual({});
  expect(bad.errors).toMatchObject({ code: { message: 'validation.required' } });
  const good = await resolve({ code: '42', amount: '5' }, undefined, options);
  expect(good).toEqual({ values: { code: '42', amount: 5 }, errors: {} });
});
