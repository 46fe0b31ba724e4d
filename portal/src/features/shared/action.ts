// The one way a screen changes something on the server: a feature's api.ts builds an action from the SDK's
// generated `<op>Mutation()` with what the spec says around it (the domains to refresh, the success toast, the
// failure's message and where it shows); containers run it. A failure is always a ScreenFailure: the spec's
// message, with the server's reason kept for the view that shows it.
import { type ArchivableTag, archiveRefresh } from '@portal/sdk/archiving';
import { type OperationTag, tagQueryKey } from '@portal/sdk/query';
import { type MutationFunction, type QueryKey, useMutation } from '@tanstack/react-query';
import { ScreenFailure } from './failures.ts';
import { usePortal } from './usePortal.ts';

export interface ActionOptions<TData, TVars> {
  /** The call: the SDK's `<op>Mutation()`, or `{ mutationFn }` for a few calls in a row. */
  mutation: { mutationFn?: MutationFunction<TData, TVars> | undefined };
  /** What the change makes stale: domains (SDK tags), or one read's key (`<op>QueryKey(...)`). */
  refresh?: readonly (OperationTag | QueryKey)[];
  /**
   * When `refresh` runs: after a success (default), or after a failure too, for a call of several steps that may
   * have saved part of the change before failing.
   */
  refreshAfter?: 'success' | 'settled';
  /**
   * `all`: refetch the stale reads now even where no screen shows them, for a container that navigates to a page
   * whose loader would otherwise answer the stale copy first (default `active`).
   */
  refetch?: 'active' | 'all';
  /** The toast after a success. */
  success?: string | ((data: TData, vars: TVars) => string);
  /** The spec's message for a failure, or the choice between the spec's messages by what the server answered. */
  failure: string | ((error: unknown) => string);
  /**
   * Where the failure shows: `toast` (row actions: the confirmation stays open), or `view` (forms: the view shows
   * `action.failure`). Either way `run` rejects, so a caller awaiting it stops.
   */
  failureIn: 'toast' | 'view';
  /** Says the failure in the server's words when it explained a refusal (4xx), e.g. a duplicate's 409. */
  serverWords?: boolean;
}

export interface Action<TData, TVars> {
  /** Runs the call; rejects with the ScreenFailure after showing it (a confirmation stays open). */
  run: (vars: TVars) => Promise<void>;
  /** Runs the call and answers its data; rejects with the ScreenFailure after showing it. */
  mutateAsync: (vars: TVars) => Promise<TData>;
  /** Runs the call; a failure is only shown (toast or `failure`), never thrown: for a form's submit. */
  submit: (vars: TVars) => Promise<TData | undefined>;
  failure: ScreenFailure | null;
  pending: boolean;
}

export function useAction<TData, TVars>(options: ActionOptions<TData, TVars>): Action<TData, TVars> {
  const { queryClient, toaster } = usePortal();
  const {
    mutation: call,
    refresh = [],
    refreshAfter = 'success',
    refetch = 'active',
    success,
    failure,
    failureIn,
    serverWords = false,
  } = options;
  const refreshAll = () =>
    Promise.all(
      refresh.map((stale) =>
        queryClient.invalidateQueries({
          queryKey: typeof stale === 'string' ? tagQueryKey(stale) : stale,
          refetchType: refetch,
        }),
      ),
    );
  const mutation = useMutation<TData, ScreenFailure, TVars>({
    mutationFn: async (vars, context) => {
      try {
        if (!call.mutationFn) throw new Error('useAction: the mutation has no mutationFn');
        return await call.mutationFn(vars, context);
      } catch (error) {
        // A call of several steps may have chosen the spec's message for the step that failed.
        if (error instanceof ScreenFailure) throw error;
        throw new ScreenFailure(typeof failure === 'string' ? failure : failure(error), error, {
          serverWords,
        });
      }
    },
    onSuccess: async (data, vars) => {
      await refreshAll();
      if (success) toaster.show(typeof success === 'string' ? success : success(data, vars), 'success');
    },
    onError: async (error) => {
      if (failureIn === 'toast') toaster.show(error.message, 'error');
      if (refreshAfter === 'settled') await refreshAll();
    },
  });
  return {
    run: async (vars) => {
      await mutation.mutateAsync(vars);
    },
    mutateAsync: mutation.mutateAsync,
    submit: (vars) => mutation.mutateAsync(vars).catch(() => undefined),
    failure: mutation.error,
    pending: mutation.isPending,
  };
}

/**
 * The SDK's `<op>Mutation()` called with options made from what the screen has (a table row, a form's values), so
 * the action's toasts can name it.
 */
export function callWith<TData, TOptions, TVars>(
  mutation: { mutationFn?: MutationFunction<TData, TOptions> | undefined },
  options: (vars: TVars) => TOptions,
): { mutationFn: MutationFunction<TData, TVars> } {
  return {
    mutationFn: async (vars, context) => {
      if (!mutation.mutationFn) throw new Error('callWith: the mutation has no mutationFn');
      return mutation.mutationFn(options(vars), context);
    },
  };
}

/** The call of a generated `<op>Mutation()`, for an action of several calls in a row. */
export function callOf<TData, TVars>(mutation: {
  mutationFn?: MutationFunction<TData, TVars> | undefined;
}): MutationFunction<TData, TVars> {
  const call = mutation.mutationFn;
  if (!call) throw new Error('callOf: the mutation has no mutationFn');
  return call;
}

/**
 * A table's row action (Archive, Restore, Delete) that runs `action` on the row's record, `{ path: { id } }`.
 * Method syntax on purpose: an action whose variables are the operation's options takes these.
 */
export function onRecord(action: { run(vars: { path: { id: number } }): Promise<void> }) {
  return (row: { id: number }) => action.run({ path: { id: row.id } });
}

/**
 * What every Archive and Restore action of a kind of record shares: the lists archiving it changes (its own and its
 * cascade's, declared once in @portal/sdk/archiving) are refreshed, and a failure is said in a toast, so the
 * confirmation stays open.
 */
export function archivingOptions(tag: ArchivableTag, failure: string) {
  return { refresh: archiveRefresh(tag), failure, failureIn: 'toast' } as const;
}
