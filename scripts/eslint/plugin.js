// The repository's own ESLint rules: the layer and feature boundaries for every form of import, and no
// literal text in JSX (every visible string goes through i18n). See docs/architecture.md, "Lint".
import path from 'node:path';
import ignore from 'ignore';

/** The module specifier of a node that loads a module, when it is a constant string. */
function specifierOf(node) {
  const source = node.source ?? node.arguments?.[0];
  if (!source) return null;
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
    return source.quasis[0].value.cooked;
  return null;
}

/** Calls `check(node, specifier)` for static imports, re-exports, `import()` and `require()`. */
function visitModuleReferences(check) {
  const visit = (node) => {
    const specifier = specifierOf(node);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: visit,
    ExportAllDeclaration: visit,
    ExportNamedDeclaration: (node) => node.source && visit(node),
    ImportExpression: visit,
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') visit(node);
    },
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer boundaries for static imports, re-exports, import() and require()' },
    schema: [
      {
        type: 'object',
        properties: {
          paths: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, message: { type: 'string' } },
              required: ['name', 'message'],
              additionalProperties: false,
            },
          },
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                group: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['group', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{specifier}}': {{message}}" },
  },
  create(context) {
    const { paths = [], patterns = [] } = context.options[0] ?? {};
    // Pattern groups read like .gitignore lines (the same reading no-restricted-imports gives them).
    const matchers = patterns.map((p) => ({
      matcher: ignore({ allowRelativePaths: true }).add(p.group),
      message: p.message,
    }));
    return visitModuleReferences((node, specifier) => {
      const exact = paths.find((p) => p.name === specifier);
      const message = exact?.message ?? matchers.find((m) => m.matcher.ignores(specifier))?.message;
      if (message) context.report({ node, messageId: 'restricted', data: { specifier, message } });
    });
  },
};

const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder never imports another feature folder of its package' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features are independent: move what both need to src/components, src/lib or @playhub/shared, or talk through a store.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    // `@/…` is each package's alias for its own src folder (tsconfig paths).
    const src = file.slice(0, file.search(/[\\/]src[\\/]features[\\/]/) + 5);
    return visitModuleReferences((node, specifier) => {
      let target;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2));
      else return;
      const to = featureOf(target + path.sep);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    });
  },
};

/** Attributes a person reads or hears. */
const spokenAttributes = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
]);
const hasWords = (text) => /\p{L}/u.test(text);

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible or spoken text in JSX comes from i18n, never a literal' },
    schema: [],
    messages: {
      literal: 'Literal text "{{text}}" in JSX: every visible string goes through i18n (t(…)), in en and tr.',
    },
  },
  create(context) {
    // Reported where the words start (a text node starts right after the previous tag, often a line above).
    const report = (node, text) => {
      const start = node.range[0] + Math.max(0, context.sourceCode.getText(node).search(/\S/));
      const loc = context.sourceCode.getLocFromIndex(start);
      context.report({ node, loc, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    const inChildren = (node) => node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment';
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string' && inChildren(node.parent) && hasWords(node.value))
          report(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        const text = node.quasis.map((q) => q.value.cooked).join('');
        if (inChildren(node.parent) && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !spokenAttributes.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value)) {
          report(node, value.value);
        }
      },
    };
  },
};

export default {
  meta: { name: 'playhub' },
  rules: { boundaries, 'no-cross-feature-imports': noCrossFeatureImports, 'no-literal-text': noLiteralText },
};
