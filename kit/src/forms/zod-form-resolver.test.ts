import * as z from 'zod/mini';
import { issueMessage, zodFormResolver } from './zod-form-resolver';

test('a bare length key carries its limit, so the message can say it', () => {
  const issue = z.string().check(z.minLength(5, 'validation.minLength')).safeParse('abc').error!.issues[0]!;
  expect(issueMessage(issue)).toBe('validation.minLength|{"min":5}');
  const plain = z.string().check(z.minLength(5, 'Too short')).safeParse('abc').error!.issues[0]!;
  expect(issueMessage(plain)).toBe('Too short');
});

test('the resolver keeps the first issue of each control and hands over the parsed values', async () => {
  const schema = z.object({
    code: z.string().check(z.minLength(1, 'validation.required'), z.regex(/^\d+$/, 'validation.digits')),
    amount: z.pipe(z.string(), z.transform(Number)),
  });
  const resolve = zodFormResolver(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  const bad = await resolve({ code: '', amount: '5' }, undefined, options);
  expect(bad.values).toEqual({});
  expect(bad.errors).toMatchObject({ code: { message: 'validation.required' } });
  const good = await resolve({ code: '42', amount: '5' }, undefined, options);
  expect(good).toEqual({ values: { code: '42', amount: 5 }, errors: {} });
});
