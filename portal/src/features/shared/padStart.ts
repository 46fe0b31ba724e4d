// When a PAD's debits start (strata spec 5: the form must be received no later than the 20th of the month before the
// month the debit starts), and how its status reads until then.
import { today } from './dateTime.ts';

/** The first debit of a PAD given on `given`: next month's first when given by the 20th, else the month after's. */
export function firstDebitDate(given: Date = new Date()): string {
  const monthsAhead = given.getDate() <= 20 ? 1 : 2;
  return today(new Date(given.getFullYear(), given.getMonth() + monthsAhead, 1));
}

/** A PAD's status as the owner reads it: "Starts {date}" until its first debit, then its status (Active). */
export function padStatusText(
  pad: { padStatus: string; firstDebitDate?: string | undefined },
  now: Date = new Date(),
): string {
  if (pad.padStatus === 'Active' && pad.firstDebitDate && pad.firstDebitDate > today(now)) {
    return `Starts ${pad.firstDebitDate}`;
  }
  return pad.padStatus;
}
