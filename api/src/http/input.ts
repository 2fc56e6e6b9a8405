import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/* eslint-disable no-control-regex -- matching control characters is the point */
/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. NUL is what PostgreSQL refuses. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same plus tab and line breaks: for single-line values (names, usernames, codes, queries, keys). */
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair: not text; stored it would silently become U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Body fields of free text where tabs and line breaks belong: a bonus request's note, a call
 * request's message, an operator's notification note or rejection reason, an error report of the
 * host's beacon, a complaint's text and its answer. Every other string (names, usernames, codes,
 * amounts, URLs) is one line.
 */
const MULTILINE_FIELDS = new Set([
  'note',
  'message',
  'reason',
  'error',
  'description',
  'content',
  'text',
  'answer',
]);
/** Names that reach an object's prototype when used as a key: no contract has such a field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper than any contract; a deeper body is refused before anything recurses into it. */
const MAX_DEPTH = 32;

interface Problem {
  key: 'input.controlChars' | 'input.forbiddenField' | 'input.tooDeep';
  field: string;
}

const badText = (s: string, multiline: boolean) =>
  (multiline ? CONTROL : CONTROL_OR_BREAK).test(s) || LONE_SURROGATE.test(s);

/**
 * The first string (value or key) of a parsed body, query or path parameters that is not clean text,
 * or a key that would reach a prototype. Iterative: a deeply nested body cannot exhaust the stack.
 */
export function inputProblem(root: unknown, part: 'body' | 'query' | 'params'): Problem | null {
  if (typeof root === 'string') return textBodyProblem(root, part);
  const stack: { value: unknown; field: string; name: string; depth: number }[] = [
    { value: root, field: '', name: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, field, name, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value, part === 'body' && MULTILINE_FIELDS.has(name)))
        return { key: 'input.controlChars', field: field || part };
    } else if (typeof value === 'object' && value !== null) {
      // Bytes (an uploaded file, issue 32) are not text: their content is the route's to judge.
      if (ArrayBuffer.isView(value)) continue;
      if (depth >= MAX_DEPTH) return { key: 'input.tooDeep', field: field || part };
      const isArray = Array.isArray(value);
      for (const [k, v] of Object.entries(value)) {
        const path = field ? (isArray ? `${field}[${k}]` : `${field}.${k}`) : k;
        if (badText(k, false)) return { key: 'input.controlChars', field: field || part };
        if (!isArray && FORBIDDEN_KEYS.has(k)) return { key: 'input.forbiddenField', field: path };
        stack.push({ value: v, field: path, name: isArray ? name : k, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * A body kept as text: the raw JSON of a signed route (src/http/signed.ts), a demo game's
 * text/plain spin. Judged as the route will read it: escaped characters (`\u0000`) once decoded;
 * text that is not JSON by its raw characters (JSON whitespace may break lines).
 */
function textBodyProblem(text: string, part: 'body' | 'query' | 'params'): Problem | null {
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the raw text below.
  }
  if (typeof parsed !== 'string') return inputProblem(parsed, part);
  return badText(parsed, true) ? { key: 'input.controlChars', field: part } : null;
}

/**
 * Refuses, with a 400 envelope naming the field, any request whose JSON body, query or path
 * parameters carry control characters (NUL gave 500s from PostgreSQL on many endpoints), broken
 * text, prototype keys or absurd nesting. One check for every endpoint, before validation; auth
 * runs first, so a visitor still gets 401.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const problem = inputProblem(req[part], part);
      if (problem) throw new AppError(400, problem.key, { field: problem.field });
    }
  });
}
