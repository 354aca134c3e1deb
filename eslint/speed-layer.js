import path from 'node:path';

/**
 * The server's speed devices stay behind one door. Only the folders in `allowedIn` may import a device:
 * a module (a file of the repository, or a package such as lru-cache), or some named exports of one, or
 * use a member such as `app.requireUserToken` (a route that checks the session inside its own statement).
 * Everywhere else the code stays plain: repositories of Kysely returning rows, services of rules.
 * Options: `{ allowedIn: [dir], modules: [{ path | package, names? }], members: [name] }`, paths relative
 * to the repository.
 */
export const speedLayer = {
  meta: {
    type: 'problem',
    messages: {
      device: "'{{device}}' is a speed device: it lives in {{allowed}} only. Ask that layer for what you need.",
    },
    schema: [
      {
        type: 'object',
        properties: { allowedIn: { type: 'array' }, modules: { type: 'array' }, members: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const cwd = context.cwd;
    const options = context.options[0] ?? {};
    const allowedIn = (options.allowedIn ?? []).map((dir) => path.resolve(cwd, dir));
    const file = path.resolve(context.filename);
    if (allowedIn.some((dir) => file.startsWith(dir + path.sep))) return {};
    const allowed = (options.allowedIn ?? []).join(', ');
    const withoutExtension = (target) => target.replace(/\.(ts|tsx|js|mjs)$/, '');
    const modules = (options.modules ?? []).map((device) => ({
      ...device,
      resolved: device.path ? withoutExtension(path.resolve(cwd, device.path)) : undefined,
    }));
    const members = new Set(options.members ?? []);

    const deviceOf = (source) => {
      if (typeof source !== 'string') return undefined;
      if (!source.startsWith('.')) return modules.find((device) => device.package === source);
      const target = withoutExtension(path.resolve(path.dirname(file), source));
      return modules.find((device) => device.resolved === target);
    };
    const report = (node, device) => context.report({ node, messageId: 'device', data: { device, allowed } });
    const checkImport = (node, names) => {
      const device = deviceOf(node.source?.value);
      if (!device) return;
      if (!device.names) return report(node, device.path ?? device.package);
      for (const name of names(node)) if (device.names.includes(name)) report(node, `${name} of ${device.path}`);
    };
    const importedNames = (node) =>
      node.specifiers.map((specifier) => (specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*'));
    const exportedNames = (node) => (node.specifiers ?? []).map((specifier) => specifier.local.name);

    return {
      ImportDeclaration: (node) => checkImport(node, (declaration) => (importedNames(declaration).includes('*') ? ['*', ...(deviceOf(declaration.source.value)?.names ?? [])] : importedNames(declaration))),
      ExportNamedDeclaration: (node) => node.source && checkImport(node, exportedNames),
      ExportAllDeclaration: (node) => checkImport(node, (declaration) => deviceOf(declaration.source.value)?.names ?? ['*']),
      ImportExpression: (node) => {
        if (node.source.type !== 'Literal') return;
        const device = deviceOf(node.source.value);
        if (device) report(node, device.path ?? device.package);
      },
      MemberExpression: (node) => {
        if (!node.computed && node.property.type === 'Identifier' && members.has(node.property.name)) report(node, node.property.name);
      },
    };
  },
};
