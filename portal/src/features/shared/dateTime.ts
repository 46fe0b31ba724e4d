// A moment as the portal writes it, for every feature's views.
import { formatDate } from '@portal/ui';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the portal writes it: its local day (YYYY-MM-DD) and time (HH:MM). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today in the browser's time zone, as an ISO date (YYYY-MM-DD). */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
