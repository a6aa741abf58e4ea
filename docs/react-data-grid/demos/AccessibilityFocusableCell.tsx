import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

function ContactButton({
  params,
  followGrid,
  onContact,
}: {
  params: GridRenderCellParams<Employee>;
  followGrid: boolean;
  onContact: (name: string) => void;
}) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // When the grid moves its focus onto this cell, hand it to the button.
  React.useLayoutEffect(() => {
    if (followGrid && params.hasFocus) ref.current?.focus();
  }, [followGrid, params.hasFocus]);

  return (
    <Button
      ref={ref}
      size="small"
      tabIndex={followGrid ? params.tabIndex : undefined}
      onClick={() => onContact(params.row.firstName)}
    >
      Contact
    </Button>
  );
}

export default function AccessibilityFocusableCell() {
  const [followGrid, setFollowGrid] = React.useState(true);
  const [message, setMessage] = React.useState('');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 120 },
      { field: 'lastName', headerName: 'Last name', width: 120 },
      {
        field: 'contact',
        headerName: 'Contact',
        width: 120,
        sortable: false,
        renderCell: (params) => (
          <ContactButton
            params={params}
            followGrid={followGrid}
            onContact={(name) => setMessage(`Message drafted for ${name}.`)}
          />
        ),
      },
    ],
    [followGrid],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={followGrid} onChange={(event) => setFollowGrid(event.target.checked)} />
        }
        label="Buttons follow the grid's tab index"
      />
      <Typography variant="body2" aria-live="polite">
        {message || 'Press Tab to enter the grid, then Tab again.'}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
      </div>
    </Stack>
  );
}
