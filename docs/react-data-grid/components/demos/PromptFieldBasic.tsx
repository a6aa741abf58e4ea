import * as React from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridSendIcon,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const PromptLog = React.createContext<(prompt: string) => void>(() => {});

function PromptToolbar() {
  const onPrompt = React.useContext(PromptLog);
  return (
    <Toolbar>
      <PromptField onSubmit={onPrompt} style={{ display: 'flex', alignItems: 'center', flex: 1 }}>
        <PromptFieldControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder="Ask something about the orders"
              slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
            />
          )}
        />
        <PromptFieldSend aria-label="Send prompt" color="primary">
          <GridSendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldBasic() {
  const [prompts, setPrompts] = React.useState<string[]>([]);
  const log = React.useCallback((prompt: string) => setPrompts((previous) => [prompt, ...previous]), []);

  return (
    <PromptLog.Provider value={log}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: PromptToolbar }} showToolbar />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {prompts.length > 0 ? `onSubmit received: "${prompts[0]}"` : 'Nothing submitted yet.'}
      </Typography>
    </PromptLog.Provider>
  );
}
