// /admin/announcements/new and /strataAdmin/announcements/new: write an announcement. The audience follows the area
// (the rental owners; one building or every building), the text is written with the listing's light marks (a blank
// line between paragraphs, "- " lists, **bold**), and a PDF may go with it. Pure view: it checks the fields, then
// hands the finished announcement to `onSubmit`.
import { announcementMessages as messages } from '@portal/sdk/notifications';
import {
  Button,
  Checkbox,
  DatePicker,
  Inline,
  InlineAlert,
  PageHeader,
  Select,
  Stack,
  TextArea,
  TextField,
  UploadDropZone,
} from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { today as localToday } from '../shared/dateTime.ts';
import { plainTextToHtml } from '../shared/richText.tsx';
import {
  type AudienceChoice,
  announcementsHref,
  audienceChoices,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';
import type { NewAnnouncement } from './api.ts';

export const chooseBuildingMessage = 'Please choose a building.';

export interface AnnouncementFormViewProps {
  area: StaffArea;
  /** The buildings a strata announcement may go to. */
  buildings: readonly { id: number; buildingName: string }[];
  onSubmit: (announcement: NewAnnouncement) => void;
  pending?: boolean;
  failure?: string | null;
  /** Today (YYYY-MM-DD), so the expiry's check is the same in a story as on a page. */
  today?: string;
}

type Errors = Partial<Record<'title' | 'text' | 'building' | 'expires', string>>;

/** The end of the chosen day in the person's time zone, as the server reads it. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

export function AnnouncementFormView({
  area,
  buildings,
  onSubmit,
  pending = false,
  failure = null,
  today = localToday(),
}: AnnouncementFormViewProps) {
  const choices = audienceChoices[area];
  const [audience, setAudience] = useState<AudienceChoice>(choices[0]?.id ?? 'rentalOwners');
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const [statutory, setStatutory] = useState(false);
  const [expires, setExpires] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const html = plainTextToHtml(text);
    const found: Errors = {
      ...(title.trim() === '' && { title: messages.titleBlank }),
      ...(html === null && { text: messages.bodyBlank }),
      ...(audience === 'building' && buildingId === null && { building: chooseBuildingMessage }),
      ...(expires !== '' && expires < today && { expires: messages.expiresInPast }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || html === null) return;
    const target =
      audience === 'building'
        ? { strataPropertyId: buildingId ?? 0 }
        : audience === 'allStrataProperties'
          ? { allStrataProperties: true as const }
          : { rentalOwners: true as const };
    onSubmit({
      body: {
        title: title.trim(),
        body: html,
        audience: target,
        pinned,
        statutory: area === 'strataAdmin' && statutory,
        expiresAt: expires === '' ? null : endOfDay(expires),
      },
      file: files[0],
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={words.newTitle}
        backLink={{ label: 'Back To Announcements', href: announcementsHref(area) }}
      />
      <Stack as="form" gap="md" maxWidth="lg" onSubmit={submit} aria-label={words.newTitle} noValidate>
        {failure ? <InlineAlert variant="error">{failure}</InlineAlert> : null}
        {choices.length > 1 ? (
          <Select
            label="Audience"
            options={choices}
            selectedKey={audience}
            onSelectionChange={(key) => setAudience(key as AudienceChoice)}
          />
        ) : (
          <p>
            Audience: <strong>{choices[0]?.label}</strong>
          </p>
        )}
        {audience === 'building' ? (
          <Select
            label="Building"
            options={buildings.map((b) => ({ id: String(b.id), label: b.buildingName }))}
            selectedKey={buildingId === null ? null : String(buildingId)}
            onSelectionChange={(key) => setBuildingId(key === null ? null : Number(key))}
            isInvalid={errors.building !== undefined}
            errorMessage={errors.building}
            isRequired
          />
        ) : null}
        <TextField
          label="Title"
          value={title}
          onChange={setTitle}
          maxLength={200}
          isRequired
          isInvalid={errors.title !== undefined}
          errorMessage={errors.title}
        />
        <TextArea
          label="Text"
          description="A blank line between paragraphs; lines starting with “- ” make a list; **bold**, *italic*."
          value={text}
          onChange={setText}
          rows={8}
          isRequired
          isInvalid={errors.text !== undefined}
          errorMessage={errors.text}
        />
        <Checkbox isSelected={pinned} onChange={setPinned}>
          Pin to the top of dashboards
        </Checkbox>
        {area === 'strataAdmin' ? (
          <Checkbox
            isSelected={statutory}
            onChange={setStatutory}
            description="Emailed at once to everyone in the audience, whatever their settings."
          >
            A notice the Strata Property Act requires
          </Checkbox>
        ) : null}
        <DatePicker
          label="Show until (optional)"
          value={expires}
          onChange={setExpires}
          isInvalid={errors.expires !== undefined}
          errorMessage={errors.expires}
        />
        <UploadDropZone label="PDF attachment (optional)" kind="pdf" files={files} onChange={setFiles} />
        <Inline gap="sm">
          <Button type="submit" isDisabled={pending}>
            Post Announcement
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
