import { Button } from '@portal/ui';
import type { LoadedList } from './useLoadedList.ts';

/** Try again beside the title of a table whose list failed to load (rental spec 8); nothing otherwise. */
export function RetryLoad({ list, label }: { list: LoadedList<unknown>; label: string }) {
  return list.status === 'error' ? (
    <Button variant="secondary" size="small" onPress={list.onRetry} aria-label={`Try again: ${label}`}>
      Try again
    </Button>
  ) : null;
}
