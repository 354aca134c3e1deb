import { useCallback, useState } from 'react';

type ActionState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * The part of react-query's useMutation the login screen needs (mutate, isPending, isError, error).
 * The login route has a 110 KB budget and react-query would take 8 KB of it, so it is loaded only
 * with the screens behind the login; this hook keeps the same shape for the one call before it.
 */
export function useAction<Input, Result>(action: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });

  const mutate = useCallback(
    (input: Input, callbacks: { onSuccess?: (result: Result) => void; onError?: (error: unknown) => void } = {}) => {
      setState({ status: 'pending' });
      action(input).then(
        (result) => {
          setState({ status: 'success' });
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          setState({ status: 'error', error });
          callbacks.onError?.(error);
        },
      );
    },
    [action],
  );

  // Back to no answer: a screen that changes its question (the login's code step switching to a recovery code) drops the old error.
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
