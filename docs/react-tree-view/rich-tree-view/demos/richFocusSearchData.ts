import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const chart: Record<string, Record<string, string[]>> = {
  Operations: {
    Logistics: ['Ada Osei', 'Bruno Lindqvist', 'Chen Wei'],
    Facilities: ['Dana Kowalski', 'Emeka Nwosu'],
  },
  Finance: {
    Payroll: ['Farah Haddad', 'Goran Petrovic'],
    'Internal audit': ['Hana Sato', 'Ivan Moreau', 'Julia Costa'],
  },
  'People team': {
    Recruiting: ['Kofi Mensah', 'Lena Fischer'],
    Training: ['Marta Silva', 'Nils Berg'],
  },
};

const toId = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** A company org chart: departments, then teams, then people. */
export const company: TreeViewBaseItem[] = Object.entries(chart).map(
  ([department, teams]) => ({
    id: toId(department),
    label: department,
    children: Object.entries(teams).map(([team, people]) => ({
      id: toId(team),
      label: team,
      children: people.map((person) => ({ id: toId(person), label: person })),
    })),
  }),
);
