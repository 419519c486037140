// A module's use cases are plain functions taking the module's dependencies first
// (`sendShopMessage(deps, userId, body)`); its service hands them out with those bound, so a
// route calls `chats.shopStyle.send(userId, body)` and each use case stays a file of its own.

type UseCase<D> = (deps: D, ...args: never[]) => unknown;

/** The use cases as their callers see them: the dependencies already given. */
export type Bound<T> = { [K in keyof T]: T[K] extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never };

export function bindUseCases<D, T extends Record<string, UseCase<NoInfer<D>>>>(deps: D, useCases: T): Bound<T> {
  const bound: Record<string, (...args: never[]) => unknown> = {};
  for (const [name, run] of Object.entries(useCases)) bound[name] = (...args) => run(deps, ...args);
  return bound as Bound<T>;
}
