import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Location = { id: string; label: string; childCount: number };

// A pretend warehouse API: aisles hold shelves, shelves hold bins, bins hold nothing.
function fetchLocations(parentId?: string): Promise<Location[]> {
  const level = parentId ? parentId.split('/').length : 0;
  const names = ['Aisle', 'Shelf', 'Bin'];
  const locations = [1, 2, 3].map((n) => ({
    id: parentId ? `${parentId}/${n}` : String(n),
    label: `${names[level]} ${n}`,
    childCount: level < 2 ? 3 : 0,
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(locations), 600);
  });
}

export default function TreeOverviewProLazy() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: Location) => item.childCount,
      getTreeItems: (parentId?: string) => {
        setRequests((prev) => [...prev, parentId ?? 'root']);
        return fetchLocations(parentId);
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeViewPro<Location, false>
        id="warehouse-locations"
        aria-label="Warehouse locations"
        items={[]}
        dataSource={dataSource}
        sx={{ minHeight: 200, maxHeight: 320, overflowY: 'auto' }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Requests sent: {requests.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
