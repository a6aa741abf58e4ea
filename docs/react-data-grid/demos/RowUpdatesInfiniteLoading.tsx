import * as React from 'react';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getLogLines, type LogLine } from './rowUpdatesData';

const PAGE = 25;
const LAST_LINE = 150;

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 80 },
  { field: 'level', headerName: 'Level', width: 80 },
  { field: 'service', headerName: 'Service', width: 100 },
  { field: 'message', headerName: 'Message', width: 170 },
];

export default function RowUpdatesInfiniteLoading() {
  const [rows, setRows] = React.useState<LogLine[]>(() => getLogLines(1, PAGE));
  const [loading, setLoading] = React.useState(false);
  const pending = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Clear a request still in flight if the demo unmounts.
  React.useEffect(() => () => clearTimeout(pending.current), []);

  const handleScrollEnd = () => {
    if (loading || rows.length >= LAST_LINE) return;
    setLoading(true);
    // Stands in for a request for the next lines.
    pending.current = setTimeout(() => {
      setRows((prev) => [...prev, ...getLogLines(prev.length + 1, PAGE)]);
      setLoading(false);
    }, 700);
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleScrollEnd}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
    </div>
  );
}
