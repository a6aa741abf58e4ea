import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRowId,
} from '@mui/x-data-grid';
import { TICKETS, type Ticket } from './rowRecipesData';

const PREVIEW_LENGTH = 40;

export default function RowRecipesExpandText() {
  const [openIds, setOpenIds] = React.useState<ReadonlySet<GridRowId>>(
    () => new Set(),
  );

  const toggle = React.useCallback((id: GridRowId) => {
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      { field: 'subject', headerName: 'Subject', width: 200 },
      {
        field: 'description',
        headerName: 'Description',
        width: 360,
        renderCell: ({
          id,
          value,
          tabIndex,
        }: GridRenderCellParams<Ticket, string>) => {
          const text = value ?? '';
          if (text.length <= PREVIEW_LENGTH) return text;
          const open = openIds.has(id);
          return (
            <Box sx={{ py: open ? 1 : 0 }}>
              {open ? text : `${text.slice(0, PREVIEW_LENGTH)}…`}{' '}
              {/* The grid's roving tab index: only the focused cell's button is a Tab stop. */}
              <Button
                size="small"
                tabIndex={tabIndex}
                sx={{ p: 0, minWidth: 0 }}
                onClick={() => toggle(id)}
              >
                {open ? 'Show less' : 'Show more'}
              </Button>
            </Box>
          );
        },
      },
    ],
    [openIds, toggle],
  );

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={TICKETS}
        columns={columns}
        // Expanded rows grow to fit their content; the others keep the default height.
        getRowHeight={({ id }) => (openIds.has(id) ? 'auto' : null)}
        hideFooter
      />
    </div>
  );
}
