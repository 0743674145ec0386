// An ESLint rule for eslint.config.js: no file names another package's files by a relative path, in an
// import or in `new URL('…', import.meta.url)`. Another package is reached only by its name and the
// subpaths its package.json exports (`@facturar/server/testing`), so its folders stay its own business.
// e2e/, bench/ and scripts/ are outside every package and may use each other's files.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** `packages/<name>` for a file inside a package, else undefined. */
function packageOf(path) {
  const parts = relative(root, path).split(sep);
  return parts[0] === 'packages' && parts.length > 2 ? `packages/${parts[1]}` : undefined;
}

function isImportMetaUrl(node) {
  return (
    node?.type === 'MemberExpression' &&
    node.object.type === 'MetaProperty' &&
    node.property.type === 'Identifier' &&
    node.property.name === 'url'
  );
}

export const packageBoundaryRule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids reaching another package's files by relative path." },
    messages: {
      crossing:
        "'{{specifier}}' reaches into {{target}} by relative path; import the package by name (its index or an exported subpath) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = packageOf(file);
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = packageOf(resolve(dirname(file), specifier));
      if (target === undefined || target === own) return;
      context.report({ node, messageId: 'crossing', data: { specifier, target } });
    }
    function checkSource(node) {
      if (node.source?.type === 'Literal') check(node.source, node.source.value);
    }
    return {
      ImportDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ImportExpression: checkSource,
      NewExpression(node) {
        const [path, base] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'URL' && isImportMetaUrl(base))
          if (path?.type === 'Literal') check(path, path.value);
      },
    };
  },
};
