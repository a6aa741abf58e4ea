import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridMicIcon,
  GridSendIcon,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const Feedback = React.createContext<(message: string) => void>(() => {});

function VoiceToolbar() {
  const report = React.useContext(Feedback);
  return (
    <Toolbar>
      <PromptField
        lang="en-US"
        // When dictation ends, the field submits what it heard, which can be nothing at all.
        onSubmit={(prompt) => {
          if (prompt.trim()) {
            report(`Submitted: "${prompt}"`);
          }
        }}
        onRecordError={(error) => report(`Speech recognition failed: ${error || 'no details'}`)}
        style={{ display: 'flex', alignItems: 'center', flex: 1 }}
      >
        {/* Only browsers with the Web Speech API get the microphone button. */}
        {IS_SPEECH_RECOGNITION_SUPPORTED && (
          <PromptFieldRecord
            render={(props, state) => (
              <Tooltip title={state.recording ? 'Stop listening' : 'Dictate'}>
                <IconButton
                  {...props}
                  aria-label={state.recording ? 'Stop listening' : 'Dictate'}
                  color={state.recording ? 'primary' : 'default'}
                />
              </Tooltip>
            )}
          >
            <GridMicIcon fontSize="small" />
          </PromptFieldRecord>
        )}
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder={state.recording ? 'Listening…' : 'Type or dictate a request'}
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

export default function PromptFieldDictation() {
  const [message, setMessage] = React.useState(
    IS_SPEECH_RECOGNITION_SUPPORTED ? '' : 'This browser has no speech recognition: type instead.',
  );
  return (
    <Feedback.Provider value={setMessage}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: VoiceToolbar }} showToolbar />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {message}
      </Typography>
    </Feedback.Provider>
  );
}
