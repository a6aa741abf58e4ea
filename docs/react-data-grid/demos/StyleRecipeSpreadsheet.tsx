import {
  DataGrid,
  GridColDef,
  GridRowId,
  gridClasses,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getStockPrices, type StockPrice } from '@site/src/demo-data';

const rows = getStockPrices(30).map((price, index) => ({ id: index + 1, ...price }));
type Row = StockPrice & { id: number };

const numberColumn = (field: keyof StockPrice, headerName: string, width = 90): GridColDef<Row> => ({
  field,
  headerName,
  type: 'number',
  width,
});

// The position of the row in the displayed order. Subscribing to the ordered ids
// re-renders the number after every sort or filter.
function RowNumber({ id }: { id: GridRowId }) {
  const apiRef = useGridApiContext();
  const orderedIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  return orderedIds.indexOf(id) + 1;
}

const columns: GridColDef<Row>[] = [
  // A row number that stays 1, 2, 3… from the top, like a spreadsheet's.
  {
    field: 'rowNumber',
    headerName: '',
    width: 50,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    align: 'center',
    cellClassName: 'sheet-index',
    renderCell: ({ id }) => <RowNumber id={id} />,
  },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  numberColumn('open', 'Open'),
  numberColumn('close', 'Close'),
  numberColumn('volume', 'Volume', 120),
];

export default function StyleRecipeSpreadsheet() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        density="compact"
        showColumnVerticalBorder
        showCellVerticalBorder
        disableRowSelectionOnClick
        sx={(theme) => {
          const { action, primary, text } = (theme.vars || theme).palette;
          return {
            [`& .${gridClasses.cell}`]: {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8rem',
            },
            [`& .${gridClasses.columnHeader}, & .sheet-index`]: {
              backgroundColor: action.hover,
              color: text.secondary,
            },
            [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 400 },
            // A thick frame on the active cell, with no hover colour on rows.
            [`& .${gridClasses.cell}:focus`]: { outline: `2px solid ${primary.main}`, outlineOffset: -2 },
            [`& .${gridClasses.row}:hover`]: { backgroundColor: 'transparent' },
          };
        }}
      />
    </div>
  );
}
