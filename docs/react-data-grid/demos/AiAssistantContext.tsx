import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';
import { processPromptLocally } from './AiAssistantLocalService';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'jobTitle',
    headerName: 'Job title',
    width: 150,
    description: 'role',
    examples: ['Associate', 'Specialist', 'Team Lead', 'Manager'],
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    description: 'pay',
  },
];

interface Request {
  prompt: string;
  context: string;
  conversationId?: string;
}

export default function AiAssistantContext() {
  const [sampling, setSampling] = React.useState(false);
  const [request, setRequest] = React.useState<Request | null>(null);

  // Records what a real service would receive, then lets the stand-in answer.
  const handlePrompt = (
    prompt: string,
    context: string,
    conversationId?: string,
  ) => {
    setRequest({ prompt, context, conversationId });
    return processPromptLocally(prompt, context, conversationId);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={sampling}
            onChange={(event) => setSampling(event.target.checked)}
          />
        }
        label="allowAiAssistantDataSampling"
      />
      <div style={{ height: 560, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          aiAssistantSuggestions={[
            { value: 'Sort by pay, highest first' },
            { value: 'Only Manager' },
          ]}
          allowAiAssistantDataSampling={sampling}
          onPrompt={handlePrompt}
        />
      </div>
      <Typography variant="body2" component="div" aria-live="polite">
        {request ? (
          <React.Fragment>
            <div>prompt: {JSON.stringify(request.prompt)}</div>
            <div>conversationId: {String(request.conversationId)}</div>
            <div>promptContext:</div>
            <pre
              dir="ltr"
              style={{
                margin: 0,
                fontSize: 12,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {(JSON.parse(request.context) as object[])
                .map((column) => JSON.stringify(column))
                .join('\n')}
            </pre>
          </React.Fragment>
        ) : (
          'Send a prompt to see the request.'
        )}
      </Typography>
    </Stack>
  );
}
