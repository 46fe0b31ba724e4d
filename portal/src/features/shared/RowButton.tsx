import { Button } from '@portal/ui';

/**
 * A row's small secondary button (View, Download, Edit): it reads its action, and its label names the record for
 * screen readers ("Download Lease 2026.pdf").
 */
export function RowButton({
  action,
  record,
  onPress,
}: {
  action: string;
  record: string;
  onPress: () => void;
}) {
  return (
    <Button size="small" variant="secondary" aria-label={`${action} ${record}`} onPress={onPress}>
      {action}
    </Button>
  );
}
