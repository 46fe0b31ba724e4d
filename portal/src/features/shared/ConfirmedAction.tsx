import { Button, ConfirmDialog, confirmPresets } from '@portal/ui';
import { CascadeMessage } from './CascadeMessage.tsx';

const verbs = { archive: 'Archive', restore: 'Restore', delete: 'Delete' } as const;

export interface ConfirmedActionProps {
  kind: keyof typeof verbs;
  /** The record as the button's accessible name and the dialog's title say it: "Restore {name}". */
  name: string;
  /** What goes with the record, said after the spec's question; left out when nothing does. */
  cascade?: string | undefined;
  onConfirm: () => Promise<void>;
}

/**
 * A table row's Archive, Restore or Delete behind its confirmation (spec: every such action asks first): titled with the
 * record's name, the spec's question, then what goes with the record.
 */
export function ConfirmedAction({ kind, name, cascade, onConfirm }: ConfirmedActionProps) {
  const verb = verbs[kind];
  const preset = confirmPresets[kind];
  return (
    <ConfirmDialog
      {...preset}
      title={`${verb} ${name}`}
      message={
        cascade ? <CascadeMessage question={preset.message} cascade={() => cascade} /> : preset.message
      }
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
