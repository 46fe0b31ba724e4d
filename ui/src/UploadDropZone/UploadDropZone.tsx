import { useId, useState } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { formatFileSize } from './fileSize.ts';
import * as styles from './UploadDropZone.css.ts';

/** The spec's message when a required file is missing. */
export const fileRequiredMessage = 'Please select a file!';
/** The spec's messages when more files arrive than allowed, per screen. */
export const tooManyFilesMessages = {
  documentUpload: 'Please choose only one file!',
  csvImport: 'Only one file can be uploaded at a time',
  replacement: 'Too many files selected, please only choose one file to re-upload',
} as const;

export interface UploadPreset {
  /** MIME types accepted (the picker's filter and the check on drop). */
  acceptedTypes: readonly string[];
  /** File name endings also accepted: some systems send a CSV as application/vnd.ms-excel or with no type. */
  acceptedExtensions: readonly string[];
  /** How many files may be chosen; undefined means any number. */
  maxFiles: number | undefined;
  /** What the files are called in messages: "PDF", "CSV", "image". */
  typeName: string;
  /** The accepted formats in words when they are several, e.g. "JPEG, PNG or WebP". */
  formats?: string;
  tooManyFilesMessage: string;
  /** The largest file the server takes (mock-server/src/http/uploads.ts): refused here before anything is sent. */
  maxBytes: number;
  /** The screen's own wording for a file of another type, where the spec gives one (the owner import). */
  wrongTypeMessage?: string;
  /** What the too-large message calls the files when "{typeName} files" reads badly ("Photos and PDFs"). */
  pluralName?: string;
  /** Offers "Take a photo" beside the picker: a phone opens its camera (`capture`). */
  camera?: boolean;
}

const MB = 1024 * 1024;

/** The upload kinds the spec needs. */
export const uploadPresets = {
  /** Rental document upload: exactly one PDF. */
  pdf: {
    acceptedTypes: ['application/pdf'],
    acceptedExtensions: ['.pdf'],
    maxFiles: 1,
    typeName: 'PDF',
    tooManyFilesMessage: tooManyFilesMessages.documentUpload,
    maxBytes: 20 * MB,
  },
  /** Strata document upload: several PDFs. */
  pdfs: {
    acceptedTypes: ['application/pdf'],
    acceptedExtensions: ['.pdf'],
    maxFiles: undefined,
    typeName: 'PDF',
    tooManyFilesMessage: tooManyFilesMessages.documentUpload,
    maxBytes: 20 * MB,
  },
  /** Document edit: one replacement PDF. */
  replacementPdf: {
    acceptedTypes: ['application/pdf'],
    acceptedExtensions: ['.pdf'],
    maxFiles: 1,
    typeName: 'PDF',
    tooManyFilesMessage: tooManyFilesMessages.replacement,
    maxBytes: 20 * MB,
  },
  /** Owner import: one CSV. */
  csv: {
    acceptedTypes: ['text/csv'],
    acceptedExtensions: ['.csv'],
    maxFiles: 1,
    typeName: 'CSV',
    tooManyFilesMessage: tooManyFilesMessages.csvImport,
    maxBytes: 5 * MB,
    // Strata spec 5: "one file only, type text/csv; otherwise Only one file can be uploaded at a time."
    wrongTypeMessage: tooManyFilesMessages.csvImport,
  },
  /** Listing images: what the server takes (no GIF). */
  images: {
    acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
    acceptedExtensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxFiles: undefined,
    typeName: 'image',
    formats: 'JPEG, PNG or WebP',
    tooManyFilesMessage: tooManyFilesMessages.documentUpload,
    maxBytes: 10 * MB,
  },
  /** A service request's photos and PDFs, from a phone's camera too (what the server takes, 10 MB each). */
  requestFiles: {
    acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    acceptedExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.pdf'],
    maxFiles: undefined,
    typeName: 'photo or PDF',
    formats: 'JPEG, PNG, WebP or PDF',
    tooManyFilesMessage: tooManyFilesMessages.documentUpload,
    maxBytes: 10 * MB,
    wrongTypeMessage: 'Only JPEG, PNG or WebP photos or PDF files can be attached.',
    pluralName: 'Photos and PDFs',
    camera: true,
  },
} as const satisfies Record<string, UploadPreset>;

export type UploadKind = keyof typeof uploadPresets;
export const uploadKinds = Object.keys(uploadPresets) as UploadKind[];

export function isAcceptedFile(file: File, preset: UploadPreset): boolean {
  const name = file.name.toLowerCase();
  return (
    preset.acceptedTypes.includes(file.type) ||
    preset.acceptedExtensions.some((ending) => name.endsWith(ending))
  );
}

/** The wrong-type message, naming the files that were refused. */
export function wrongTypeMessage(rejected: readonly File[], preset: UploadPreset): string {
  if (preset.wrongTypeMessage) return preset.wrongTypeMessage;
  const names = rejected.map((file) => `“${file.name}”`).join(', ');
  const article = /^[aeiou]/i.test(preset.typeName) ? 'an' : 'a';
  const what =
    rejected.length === 1
      ? `${names} is not ${article} ${preset.typeName} file`
      : `${names} are not ${preset.typeName} files`;
  const only = preset.formats ? `${preset.formats} ${preset.typeName}s` : `${preset.typeName} files`;
  return `${what}. Only ${only} can be uploaded.`;
}

/** The limit in words: "10 MB". */
export function sizeLimit(preset: UploadPreset): string {
  return `${Math.round(preset.maxBytes / MB)} MB`;
}

/** The too-large message, naming the files that were refused and the limit. */
export function tooLargeMessage(rejected: readonly File[], preset: UploadPreset): string {
  const names = rejected.map((file) => `“${file.name}”`).join(', ');
  const noun = preset.pluralName ?? (preset.typeName === 'image' ? 'Images' : `${preset.typeName} files`);
  return `${names} ${rejected.length === 1 ? 'is' : 'are'} larger than ${sizeLimit(preset)}. ${noun} can be at most ${sizeLimit(preset)}.`;
}

/** The empty-file message: a file of 0 bytes is never sent, as the server refuses it. */
export function emptyFileMessage(rejected: readonly File[]): string {
  const names = rejected.map((file) => `“${file.name}”`).join(', ');
  return `${names} ${rejected.length === 1 ? 'is empty' : 'are empty'} (0 bytes). Choose a file with content.`;
}

/** For forms on submit: the spec's message when the selection is not acceptable, else undefined. */
export function validateFileSelection(files: readonly File[], preset: UploadPreset): string | undefined {
  if (files.length === 0) return fileRequiredMessage;
  if (preset.maxFiles !== undefined && files.length > preset.maxFiles) return preset.tooManyFilesMessage;
  const rejected = files.filter((file) => !isAcceptedFile(file, preset));
  if (rejected.length > 0) return wrongTypeMessage(rejected, preset);
  const tooLarge = files.filter((file) => file.size > preset.maxBytes);
  if (tooLarge.length > 0) return tooLargeMessage(tooLarge, preset);
  const empty = files.filter((file) => file.size === 0);
  if (empty.length > 0) return emptyFileMessage(empty);
  return undefined;
}

export interface SelectionResult {
  files: File[];
  rejection: string | undefined;
}

/**
 * Merges newly chosen files into the current ones. More files at once than allowed rejects the
 * whole batch with the screen's message; a single-file zone replaces its file; files of the wrong
 * type are left out and named in the message.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
  preset: UploadPreset,
): SelectionResult {
  const { maxFiles } = preset;
  if (maxFiles !== undefined && incoming.length > maxFiles) {
    return { files: [...current], rejection: preset.tooManyFilesMessage };
  }
  // Wrong types and files over the limit are left out and named: nothing is sent only to be refused.
  const rejected = incoming.filter((file) => !isAcceptedFile(file, preset));
  const tooLarge = incoming.filter((file) => isAcceptedFile(file, preset) && file.size > preset.maxBytes);
  const empty = incoming.filter((file) => isAcceptedFile(file, preset) && file.size === 0);
  const accepted = incoming.filter(
    (file) => isAcceptedFile(file, preset) && file.size > 0 && file.size <= preset.maxBytes,
  );
  const rejection =
    [
      rejected.length > 0 ? wrongTypeMessage(rejected, preset) : undefined,
      tooLarge.length > 0 ? tooLargeMessage(tooLarge, preset) : undefined,
      empty.length > 0 ? emptyFileMessage(empty) : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  if (accepted.length === 0) return { files: [...current], rejection };
  if (maxFiles === 1) return { files: accepted, rejection };
  const merged = [...current, ...accepted];
  if (maxFiles !== undefined && merged.length > maxFiles) {
    return { files: [...current], rejection: preset.tooManyFilesMessage };
  }
  return { files: merged, rejection };
}

// Files have no id; a stable key per File object keeps list rows stable when one is removed.
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextFileKey += 1;
    key = `file-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

export interface UploadDropZoneProps {
  /** Names the zone, e.g. "Document file". */
  label: string;
  kind: UploadKind;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** An error from the form, e.g. fileRequiredMessage on submit without a file. */
  errorMessage?: string;
  /** Upload progress in percent while uploading; leave undefined when not uploading. */
  progress?: number;
  isDisabled?: boolean;
  /** Hide the list of chosen files (when the parent shows them itself, as the image grid does). */
  hideFileList?: boolean;
}

/**
 * A drop zone with a file picker button. It checks type and count, shows the spec's messages,
 * lists the chosen files with remove buttons and shows upload progress.
 */
export function UploadDropZone({
  label,
  kind,
  files,
  onChange,
  errorMessage,
  progress,
  isDisabled = false,
  hideFileList = false,
}: UploadDropZoneProps) {
  const preset: UploadPreset = uploadPresets[kind];
  const [rejection, setRejection] = useState<string | undefined>();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const single = preset.maxFiles === 1;
  const isUploading = progress !== undefined;
  const disabled = isDisabled || isUploading;

  function receive(incoming: File[]) {
    const result = addFiles(files, incoming, preset);
    setRejection(result.rejection);
    if (result.files.length !== files.length || result.files.some((file, index) => file !== files[index])) {
      onChange(result.files);
    }
  }

  const message = rejection ?? errorMessage;
  // The formats and the size limit are stated up front, before anything is chosen.
  const formats = preset.formats ? `${preset.formats}, ` : '';
  const hint = single
    ? `Drop one ${preset.typeName} file here or choose it (${formats}at most ${sizeLimit(preset)}).`
    : `Drop ${preset.typeName} files here or choose them (${formats}at most ${sizeLimit(preset)} each). Several files can be added.`;

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        isDisabled={disabled}
        className={styles.zone({ invalid: message !== undefined })}
        onDrop={async (event) => {
          const items = event.items.filter(isFileDropItem);
          // A drop of only text or folders is not a file choice.
          if (items.length === 0) return;
          receive(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <Text slot="label" id={hintId} className={styles.hint}>
          {hint}
        </Text>
        <FileTrigger
          acceptedFileTypes={[...preset.acceptedTypes, ...preset.acceptedExtensions]}
          allowsMultiple={!single}
          onSelect={(list) => {
            if (list) receive(Array.from(list));
          }}
        >
          <Button variant="secondary" size="small" isDisabled={disabled}>
            {single ? 'Choose file' : 'Choose files'}
          </Button>
        </FileTrigger>
        {preset.camera ? (
          // A phone opens its rear camera; a desktop browser shows its file picker.
          <FileTrigger
            acceptedFileTypes={['image/*']}
            defaultCamera="environment"
            onSelect={(list) => {
              if (list) receive(Array.from(list));
            }}
          >
            <Button variant="secondary" size="small" isDisabled={disabled}>
              Take a photo
            </Button>
          </FileTrigger>
        ) : null}
      </DropZone>
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      {!hideFileList && files.length > 0 ? (
        <ul className={styles.fileList} aria-label={`Chosen files for ${label}`}>
          {files.map((file) => (
            <li key={fileKey(file)} className={styles.fileItem}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <AriaButton
                className={styles.removeButton}
                aria-label={`Remove ${file.name}`}
                isDisabled={disabled}
                onPress={() => {
                  setRejection(undefined);
                  onChange(files.filter((other) => other !== file));
                }}
              >
                Remove
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      {isUploading ? <ProgressBar label={`Uploading ${label}`} value={progress} /> : null}
    </div>
  );
}
