import { Button, ConfirmDialog, confirmPresets } from '@portal/ui';

const verbs = { archive: 'Archive', restore: 'Restore', delete: 'Delete' } as const;

export interface ConfirmedActionProps {
  kind: keyof typeof verbs;
  /** What the dialog's title calls the record: "agent" gives "Restore agent". */
  thing: string;
  /** The row as the button's accessible name says it: "Restore {name}". */
  name: string;
  /** The confirmation's question, with what goes along with the record. */
  message: string;
  onConfirm: () => Promise<void>;
}

/** A table row's Archive, Restore or Delete behind its confirmation (spec: every such action asks first). */
export function ConfirmedAction({ kind, thing, name, message, onConfirm }: ConfirmedActionProps) {
  const verb = verbs[kind];
  return (
    <ConfirmDialog
      {...confirmPresets[kind]}
      title={`${verb} ${thing}`}
      message={message}
      onConfirm={onConfirm}
      trigger={
        <Button
          variant={kind === 'delete' ? 'danger' : 'secondary'}
          size="small"
          aria-label={`${verb} ${name}`}
        >
          {verb}
        </Button>
      }
    />
  );
}
