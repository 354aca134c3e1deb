import path from 'node:path';

/**
 * Features stay apart: a file in one feature folder may not import from another feature folder, by a
 * relative path, an alias (`@/features/...`) or a path that climbs out and back in. Shared pieces go
 * down into platform/ (server), components/ and lib/ (web apps), packages/ or the contract. And what is
 * shared stays below the features (bulletproof-react's unidirectional rule): a file in a shared folder
 * (an app's components/ or lib/) may not import from any feature, by any path. The app shell (app/)
 * may still compose features.
 * Options: `{ roots: [{ dir, alias, shared }] }` with `dir` the folder whose children are features
 * (relative to the repository), `alias` mapping an import prefix to a folder, e.g. { '@/': 'apps/web/src/' },
 * and `shared` the folders (relative to the repository) whose files may import no feature of `dir`.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: "'{{from}}' may not import from the feature '{{to}}': move the shared piece to platform/, components/, lib/ or a package.",
      sharedImportsFeature:
        "Shared code ('{{from}}') may not import from the feature '{{to}}': move what it needs to components/, lib/ or a package, or let the app shell pass it in.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          roots: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                dir: { type: 'string' },
                alias: { type: 'object', additionalProperties: { type: 'string' } },
                shared: { type: 'array', items: { type: 'string' } },
              },
              required: ['dir'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const cwd = context.cwd;
    const roots = (context.options[0]?.roots ?? []).map((root) => ({
      dir: path.resolve(cwd, root.dir),
      alias: Object.entries(root.alias ?? {}).map(([prefix, folder]) => [prefix, path.resolve(cwd, folder)]),
      shared: (root.shared ?? []).map((folder) => path.resolve(cwd, folder)),
    }));
    const file = path.resolve(context.filename);
    const inside = (folder) => file.startsWith(folder + path.sep);
    let root = roots.find((candidate) => inside(candidate.dir));
    const own = root && path.relative(root.dir, file).split(path.sep)[0];
    let sharedFolder;
    if (!root) {
      root = roots.find((candidate) => candidate.shared.some(inside));
      sharedFolder = root && root.shared.find(inside);
    }
    if (!root) return {};
    const featureOf = (target) => {
      const relative = path.relative(root.dir, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      // The features' folder itself (an index of all of them) is no one feature's.
      return relative === '' ? path.basename(root.dir) : relative.split(path.sep)[0];
    };

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
      if (feature === undefined) return;
      if (sharedFolder) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { from: path.relative(cwd, sharedFolder), to: feature } });
      } else if (feature !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: feature } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
