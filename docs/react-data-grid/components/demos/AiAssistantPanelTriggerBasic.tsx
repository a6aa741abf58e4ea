import Tooltip from '@mui/material/Tooltip';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridAssistantIcon,
  GridColDef,
  PromptResponse,
  PromptSuggestion,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const suggestions: PromptSuggestion[] = [{ value: 'Sort by salary' }, { value: 'Only Sales' }];

// This page has no AI service behind it: every prompt ends with this error in the panel.
const onPrompt = (): Promise<PromptResponse> =>
  Promise.reject(new Error('This demo is not connected to a prompt service.'));

function AssistantToolbar() {
  return (
    <Toolbar>
      <Tooltip title="AI Assistant">
        <AiAssistantPanelTrigger
          aria-label="AI Assistant"
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <GridAssistantIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function AiAssistantPanelTriggerBasic() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        aiAssistantSuggestions={suggestions}
        onPrompt={onPrompt}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </div>
  );
}
