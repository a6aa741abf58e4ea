import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

const departments = catalogItems.map((item) => ({ id: item.id, label: item.label }));

export default function RichItemsToggleDisabled() {
  const apiRef = useTreeViewApiRef();
  const [closed, setClosed] = React.useState<string[]>([]);

  const toggleDepartment = (itemId: string) => {
    const shouldBeDisabled = !closed.includes(itemId);
    apiRef.current?.setIsItemDisabled({ itemId, shouldBeDisabled });
    setClosed((prev) =>
      shouldBeDisabled ? [...prev, itemId] : prev.filter((id) => id !== itemId),
    );
  };

  return (
    <Box sx={{ minWidth: 240 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Close a department for stocktaking:
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {departments.map((department) => (
          <Chip
            key={department.id}
            label={department.label}
            color={closed.includes(department.id) ? 'warning' : 'default'}
            variant={closed.includes(department.id) ? 'filled' : 'outlined'}
            onClick={() => toggleDepartment(department.id)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          apiRef={apiRef}
          defaultExpandedItems={['camping', 'climbing']}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Disabled through the API: {closed.length > 0 ? closed.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
