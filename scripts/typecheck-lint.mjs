// npm test's type-check and lint in one process (issue 29): `tsc -b` over the root solution
// (tsconfig.json), then ESLint over the repository with the type-aware rules reading the programs
// that build just checked (typescript-eslint's `parserOptions.programs`) instead of building every
// package's program a second time through its project service. Both reports are printed; the exit
// code is 1 when either fails (any type error, any lint error or warning: --max-warnings=0).
//
// Developers keep `pnpm exec tsc -b` and `pnpm lint`; they check the same thing.
//   node scripts/typecheck-lint.mjs
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { typeAwareFiles } from '../eslint.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

// ── the type-check ──────────────────────────────────────────────────────────────────────────────
const started = Date.now();
let typeErrors = 0;
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
// As tsc prints them: with colour and the code around them on a terminal, one line each in a log.
const format = ts.sys.writeOutputIsTTY?.() ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
const report = (diagnostic) => {
  if (diagnostic.category === ts.DiagnosticCategory.Error) typeErrors += 1;
  process.stdout.write(format([diagnostic], formatHost));
};
const host = ts.createSolutionBuilderHost(
  ts.sys,
  ts.createSemanticDiagnosticsBuilderProgram,
  report,
  () => {},
);
// `force`: every project is checked and its program made, whatever .data/tsc holds (a fresh clone
// has nothing there; a developer's up-to-date build would otherwise skip the projects lint needs).
const builder = ts.createSolutionBuilder(host, ['tsconfig.json'], { force: true, verbose: false });
/** Every project's program, kept for the lint. */
const programs = [];
for (
  let project = builder.getNextInvalidatedProject();
  project;
  project = builder.getNextInvalidatedProject()
) {
  if (project.kind === ts.InvalidatedProjectKind.Build) {
    const program = project.getProgram();
    if (program) programs.push({ config: project.project, program });
  }
  project.done();
}
console.log(
  `› type-check: ${programs.length} projects, ${typeErrors} error(s) in ${Math.round((Date.now() - started) / 1000)} s`,
);

// ── the lint ────────────────────────────────────────────────────────────────────────────────────
// A file in several programs (the host's includes the verticals' contract.ts) is read from its own
// package's: typescript-eslint takes the first program that has the file, so the host comes last.
programs.sort((a, b) => Number(/[\\/]host[\\/]/.test(a.config)) - Number(/[\\/]host[\\/]/.test(b.config)));
const lintStarted = Date.now();
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: typeAwareFiles,
      languageOptions: {
        parserOptions: { projectService: false, project: null, programs: programs.map((p) => p.program) },
      },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) process.stdout.write(text);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(
  `› lint: ${results.length} files, ${problems} problem(s) in ${Math.round((Date.now() - lintStarted) / 1000)} s`,
);
process.exit(typeErrors > 0 || problems > 0 ? 1 : 0);
