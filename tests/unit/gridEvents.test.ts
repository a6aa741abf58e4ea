/** @jest-environment node */
// The Events guide's table is generated from the packages' types (plugins/api-reference/gridEvents.ts).
// Checked here against a plain reading of the declaration files, so a renamed, added or removed event
// in an installed package shows up as a difference.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractGridEvents } from '@site/plugins/api-reference/gridEvents';
import { matchesEventQuery } from '@site/src/lib/gridEventsStrings';

const ROOT = path.resolve(__dirname, '../..');
const MUI = path.join(ROOT, 'node_modules', '@mui');

/** Members of every `…EventLookup…` interface in a declaration file, without the `@ignore`d ones. */
function documentedLookupMembers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const block of source.matchAll(/interface \w*EventLookup\w* (?:extends [^{]*)?\{([\s\S]*?)\n\}/g)) {
    for (const member of block[1]!.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)?\s*\n {2}(\w+): \{/g)) {
      if (!member[1]?.includes('@ignore')) names.push(member[2]!);
    }
  }
  return names;
}

describe('grid events table', () => {
  it('lists exactly the documented events the installed packages declare, each with its plan', () => {
    const rows = extractGridEvents(ROOT);
    const free = documentedLookupMembers(path.join(MUI, 'x-data-grid/models/events/gridEventLookup.d.ts'));
    const pro = documentedLookupMembers(path.join(MUI, 'x-data-grid-pro/typeOverloads/modules.d.ts'));
    const premium = documentedLookupMembers(path.join(MUI, 'x-data-grid-premium/typeOverloads/modules.d.ts'));
    expect(rows.map((row) => row.name).sort()).toEqual([...free, ...pro, ...premium].sort());
    const planOf = (name: string) => rows.find((row) => row.name === name)?.plan;
    expect(free.map(planOf).every((plan) => plan === undefined)).toBe(true);
    expect(pro.map(planOf).every((plan) => plan === 'pro')).toBe(true);
    expect(premium.map(planOf).every((plan) => plan === 'premium')).toBe(true);
    expect(rows.find((row) => row.name === 'cellClick')).toMatchObject({
      params: 'GridCellParams<any>',
      event: 'React.MouseEvent<HTMLElement>',
    });
    expect(rows.find((row) => row.name === 'unmount')?.params).toBeUndefined();
  }, 180_000);

  it('filters rows by every word of the query, in the name, the types or the description', () => {
    const row = {
      name: 'cellKeyDown',
      params: 'GridCellParams',
      event: 'React.KeyboardEvent',
      description: 'Fired when a key is pressed.',
    };
    expect(matchesEventQuery(row, 'cell key')).toBe(true);
    expect(matchesEventQuery(row, 'KEYBOARDEVENT pressed')).toBe(true);
    expect(matchesEventQuery(row, 'cell mouse')).toBe(false);
    expect(matchesEventQuery(row, '  ')).toBe(true);
  });
});
