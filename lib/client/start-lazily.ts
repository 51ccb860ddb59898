/**
 * Starts code the first paint does not need (the browser log's recorders, the widget's messages
 * to its host) once its module has been fetched, for an effect to return as its cleanup:
 *
 *   useEffect(() => startLazily(() => import('./x'), (x) => x.start()), []);
 *
 * Stopped before the module arrives, nothing starts; stopped after, the started code's own stop
 * runs. A module that fails to load starts nothing: the page goes on without it (an error thrown
 * by `start` itself is not swallowed).
 */
export function startLazily<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
