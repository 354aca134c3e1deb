import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a module's named export, so screens keep named exports and still load on demand.
 * The component keeps its props type (a tab that takes the employee stays typed as one).
 */
export function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType<PropsOf<Module[Name]>> };
  });
}
