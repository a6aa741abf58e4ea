/**
 * @jest-environment node
 */
import { validateSidebars, readPageTitles } from '@site/plugins/navigation';
import { page, section } from '@site/src/lib/sidebarEntries';

describe('the build-time validation plugin', () => {
  it('fails a sidebar with a duplicated path, naming the sidebar, the path and both entries', () => {
    const broken = {
      docs: [
        section('grid', 'Data Grid', [page('react-data-grid/sorting', 'Sorting')]),
        section('charts', 'Charts', [page('react-data-grid/sorting', 'Sorting copy')]),
      ],
    };
    expect(() => validateSidebars(broken)).toThrow(
      'Invalid navigation in sidebars.ts (sidebar "docs"):\nDuplicate navigation path /x/react-data-grid/sorting/: used by "Data Grid > Sorting" and by "Charts > Sorting copy".',
    );
  });

  it('reads the page titles from the docs front matter', async () => {
    const titles = await readPageTitles(`${__dirname}/../../docs`);
    expect(titles['/x/introduction/']).toBe('MUI X - Overview');
    expect(titles['/x/react-data-grid/sorting/']).toBe('Data Grid - Sorting');
  });
});
