import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Conversation,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';
import { processPromptLocally } from './AiAssistantLocalService';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    examples: [...DEPARTMENTS],
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// A conversation saved earlier, for example loaded from your database.
const savedConversations: Conversation[] = [
  {
    id: 'saved-1',
    title: 'Sort by salary, highest first',
    prompts: [
      {
        value: 'Sort by salary, highest first',
        createdAt: new Date(2025, 0, 15, 9, 30),
        variant: 'success',
        response: {
          conversationId: 'saved-1',
          select: -1,
          filters: [],
          aggregation: {},
          sorting: [{ column: 'salary', direction: 'desc' }],
          grouping: [],
          pivoting: {},
        },
      },
    ],
  },
];

export default function AiAssistantConversations() {
  const apiRef = useGridApiRef();
  // A copy of the grid's history, kept up to date: this is what you would save.
  const [conversations, setConversations] = React.useState(savedConversations);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="body2" aria-live="polite">
          {conversations.length} conversation(s),{' '}
          {conversations.reduce((count, item) => count + item.prompts.length, 0)}{' '}
          prompt(s) stored
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.aiAssistant.setConversations([])}
        >
          Clear history
        </Button>
      </Stack>
      <div style={{ height: 560, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          aiAssistantSuggestions={[
            { value: 'Only Design' },
            { value: 'Group by department' },
          ]}
          initialState={{ aiAssistant: { conversations: savedConversations } }}
          onAiAssistantConversationsChange={setConversations}
          onPrompt={processPromptLocally}
        />
      </div>
    </Stack>
  );
}
