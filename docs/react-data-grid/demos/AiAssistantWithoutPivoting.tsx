import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';
import { processPromptLocally } from './AiAssistantLocalService';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    examples: [...DEPARTMENTS],
  },
  { field: 'jobTitle', headerName: 'Job title', width: 150, description: 'role' },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Pivoting is off: the grid turns pivot answers into row grouping and aggregation.
export default function AiAssistantWithoutPivoting() {
  return (
    <div style={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        disablePivoting
        showToolbar
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[
          { value: 'Average salary by department and role' },
          { value: 'Reset' },
        ]}
        onPrompt={processPromptLocally}
      />
    </div>
  );
}
