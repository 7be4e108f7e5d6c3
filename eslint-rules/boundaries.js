// The dependency rules of HOUSE-STYLE.md, enforced as lint errors. See ARCHITECTURE.md.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

/** Where an import points: a repository-relative path, or a bare package name. */
function resolveTarget(spec, fromFile) {
  if (spec.startsWith('.')) return { file: rel(path.resolve(path.dirname(fromFile), spec)) };
  if (spec.startsWith('@/')) return { file: `apps/web/src/${spec.slice(2)}` };
  if (spec.startsWith('@assay/shared/')) return { file: `packages/shared/src/${spec.slice('@assay/shared/'.length)}` };
  if (spec.startsWith('@assay/')) return { file: `apps/${spec.slice('@assay/'.length)}` };
  return { pkg: spec };
}

function check(fromFile, target) {
  const from = rel(fromFile);
  if (from.startsWith('packages/shared/')) {
    if (target.pkg && target.pkg !== 'zod' && !/\.test\.ts$/.test(from))
      return 'packages/shared imports only zod and itself';
    if (target.pkg && target.pkg !== 'zod' && target.pkg !== 'vitest') return 'shared tests import only zod and vitest';
    if (target.file && !target.file.startsWith('packages/shared/')) return 'packages/shared imports only itself';
    return null;
  }
  if (from.startsWith('apps/server/')) {
    if (target.file?.startsWith('apps/web')) return 'the server never imports web code';
    const mod = from.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1];
    const targetMod = target.file?.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
    if (targetMod && /\.repo(\.ts)?$/.test(targetMod[2])) {
      if (/\.routes\.ts$/.test(from)) return 'routes call their service, never a repo';
      if (mod && targetMod[1] !== mod)
        return `a module never reaches into another module's repo: call the ${targetMod[1]} service`;
    }
    return null;
  }
  if (from.startsWith('apps/web/')) {
    if (target.file?.startsWith('apps/server')) return 'the web never imports server code';
    const feature = from.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
    const targetFeature = target.file?.match(/^apps\/web\/src\/features\/([^/]+)(\/(.*))?$/);
    const isLower = /^apps\/web\/src\/(components|lib)\//.test(from);
    if (
      target.file?.startsWith('apps/web/src/app/') &&
      !from.startsWith('apps/web/src/app/') &&
      !from.startsWith('apps/web/src/main')
    )
      return 'features, components and lib never import the app layer';
    if (targetFeature && isLower) return 'components/ui and lib never import features';
    if (targetFeature && feature && targetFeature[1] !== feature) {
      const rest = targetFeature[3] ?? '';
      if (rest !== '' && rest !== 'index' && rest !== 'index.ts')
        return `import the ${targetFeature[1]} feature through its index.ts`;
    }
    if (targetFeature && !feature && !isLower) {
      const rest = targetFeature[3] ?? '';
      if (rest !== '' && rest !== 'index' && rest !== 'index.ts')
        return `import the ${targetFeature[1]} feature through its index.ts`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'dependency direction between layers' }, schema: [] },
  create(context) {
    const fromFile = context.filename;
    const report = (node, spec) => {
      if (typeof spec !== 'string') return;
      const message = check(fromFile, resolveTarget(spec, fromFile));
      if (message) context.report({ node, message: `${message} (import '${spec}')` });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
    };
  },
};

export default { rules: { boundaries: rule } };
