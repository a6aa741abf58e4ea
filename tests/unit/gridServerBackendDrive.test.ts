// The drive server of the simulated grid backend (src/demo-data/gridServerBackend), for tree data:
// a folder's children, their counts and the sizes added up, checked against the rows it returns.
// The sales server, the controls and the request summary are in gridServerBackend.test.ts.
import { createDriveServer, type DriveItem } from '@site/src/demo-data/gridServerBackend';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('gridServerBackend: drive server', () => {
  it('returns the top level, folders first, then a folder’s children with their counts', async () => {
    const server = createDriveServer({ latency: 0 });
    const top = await server.getRows({});
    const kinds = top.rows.map((item) => item.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'Folder' ? -1 : 1)));
    expect(top.rows.filter((item) => item.kind === 'Folder').map((item) => item.name)).toEqual([
      'Archive',
      'Clients',
      'Empty folder',
      'Finance',
      'Marketing',
      'Templates',
    ]);
    expect(top.rowCount).toBe(top.rows.length);

    const clients = await server.getRows({ groupKeys: ['Clients'] });
    expect(clients.rows.map((item) => [item.id, item.kind])).toEqual([
      ['Clients/Alder Café', 'Folder'],
      ['Clients/Copper Roasters', 'Folder'],
      ['Clients/Ember Bistro', 'Folder'],
    ]);
    expect(top.rows.find((item) => item.name === 'Clients')!.childrenCount).toBe(clients.rows.length);
    expect(clients.rowCount).toBe(top.rows.length);
    expect(clients.hasNextPage).toBe(false);

    // Every folder's childrenCount is the number of rows its own request returns.
    for (const folder of clients.rows) {
      const children = await server.getRows({ groupKeys: ['Clients', folder.name] });
      expect(folder.childrenCount).toBe(children.rows.length);
      expect(children.rows.every((item) => item.id === `${folder.id}/${item.name}`)).toBe(true);
    }
    await expect(server.getRows({ groupKeys: ['Nowhere'] })).rejects.toThrow('The folder "Nowhere" does not exist.');
  });

  it('adds up the files inside a folder, at any depth', async () => {
    const server = createDriveServer({ latency: 0 });
    const filesUnder = async (groupKeys: string[]): Promise<DriveItem[]> => {
      const { rows } = await server.getRows({ groupKeys });
      const nested = await Promise.all(
        rows.map((item) => (item.kind === 'File' ? [item] : filesUnder([...groupKeys, item.name]))),
      );
      return nested.flat();
    };
    const files = await filesUnder(['Clients', 'Copper Roasters']);
    expect(files.length).toBeGreaterThan(3);
    const answer = await server.getRows({ groupKeys: ['Clients'], aggregationModel: { size: 'sum', id: 'size' } });
    const copper = answer.rows.find((item) => item.name === 'Copper Roasters')!;
    expect(copper.aggregates).toEqual({ size: sum(files.map((file) => file.size ?? 0)), id: files.length });
  });

  it('reports -1 children when told not to count them', async () => {
    const server = createDriveServer({ latency: 0, countChildren: false });
    const { rows } = await server.getRows({});
    rows.forEach((item) => expect(item.childrenCount).toBe(item.kind === 'Folder' ? -1 : 0));
  });
});
