// Loads one declaration chunk (a table, a form, a wizard with its forms) for an embedded screen, failing visibly.
import { useCallback, useEffect, useState } from 'react';

/** The loaded value or the error (neither while loading), and a retry after a failure. */
export function useLoaded<T>(load: (() => Promise<T>) | undefined, missing: string) {
  const [state, setState] = useState<{ value?: T; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    (load ?? (() => Promise.reject(new Error(missing))))().then(
      (value) => live && setState({ value }),
      (error: Error) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [load, missing, attempt]);
  const retry = useCallback(() => {
    setState({});
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
