import path from 'node:path';

/**
 * Features stay apart: a file in one feature folder may not import from another feature folder, by a
 * relative path, an alias (`@/features/...`) or a path that climbs out and back in. Shared pieces go
 * down into platform/ (server), components/ and lib/ (web apps), packages/ or the contract.
 * Options: `{ roots: [{ dir, alias }] }` with `dir` the folder whose children are features (relative
 * to the repository) and `alias` mapping an import prefix to a folder, e.g. { '@/': 'apps/web/src/' }.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: "'{{from}}' may not import from the feature '{{to}}': move the shared piece to platform/, components/, lib/ or a package.",
    },
    schema: [{ type: 'object', properties: { roots: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const cwd = context.cwd;
    const roots = (context.options[0]?.roots ?? []).map((root) => ({
      dir: path.resolve(cwd, root.dir),
      alias: Object.entries(root.alias ?? {}).map(([prefix, folder]) => [prefix, path.resolve(cwd, folder)]),
    }));
    const file = path.resolve(context.filename);
    const root = roots.find((candidate) => file.startsWith(candidate.dir + path.sep));
    if (!root) return {};
    const featureOf = (target) => {
      const relative = path.relative(root.dir, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      return relative.split(path.sep)[0];
    };
    const own = featureOf(file);

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else {
        const alias = root.alias.find(([prefix]) => source.startsWith(prefix));
        if (!alias) return;
        target = path.join(alias[1], source.slice(alias[0].length));
      }
      const feature = featureOf(target);
      if (feature !== undefined && feature !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: feature } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
