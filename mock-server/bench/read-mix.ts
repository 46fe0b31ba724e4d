// The read mix of bench/reads.ts: by id most of the time, as screens open records, a sorted table page or a search
// now and then, each request different; and the search fragments people type.

export type Kind = 'property by id' | 'owner by id' | 'sorted page' | 'search page';
/** The mix: by id most of the time, as screens open records; a table page or a search now and then. */
export const mix: [Kind, number][] = [
  ['property by id', 0.45],
  ['owner by id', 0.2],
  ['sorted page', 0.2],
  ['search page', 0.15],
];
const propertySorts = ['rmNumber', 'contractType', 'street', 'city', 'ownerName'];
const ownerSorts = ['name', 'email', 'city'];

const random = (n: number) => Math.floor(Math.random() * n);
export const pick = <T>(items: readonly T[]): T => items[random(items.length)] as T;

export interface Ids {
  properties: number[];
  owners: number[];
  fragments: string[];
}

export function kindOf(): Kind {
  let r = Math.random();
  for (const [kind, share] of mix) {
    r -= share;
    if (r < 0) return kind;
  }
  return 'property by id';
}

export function pathFor(kind: Kind, ids: Ids): string {
  switch (kind) {
    case 'property by id':
      return `/api/property/${pick(ids.properties)}`;
    case 'owner by id':
      return `/api/ownerProfile/${pick(ids.owners)}`;
    case 'sorted page': {
      const descending = Math.random() < 0.3 ? '-' : '';
      // Offsets across the first hundred pages, as people page and jump.
      const offset = random(100) * 25;
      return Math.random() < 0.6
        ? `/api/property?limit=25&sort=${descending}${pick(propertySorts)}&offset=${offset}`
        : `/api/ownerProfile?limit=25&sort=${descending}${pick(ownerSorts)}&offset=${offset}`;
    }
    case 'search page': {
      const q = encodeURIComponent(pick(ids.fragments));
      return Math.random() < 0.6
        ? `/api/property?limit=25&q=${q}&sort=rmNumber`
        : `/api/ownerProfile?limit=25&q=${q}&sort=name`;
    }
  }
}

/** What people type in a search box: 3 to 6 letters from a name, a street, a city or an RM number. */
export function fragmentsOf(texts: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const words = pick(texts)
      .split(/[\s,]+/)
      .filter((w) => w.length >= 3);
    if (words.length === 0) continue;
    const word = pick(words);
    const length = Math.min(word.length, 3 + random(4));
    const from = random(word.length - length + 1);
    out.push(word.slice(from, from + length).toLowerCase());
  }
  return out;
}
