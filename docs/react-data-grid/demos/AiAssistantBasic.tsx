import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptSuggestion,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';
import { processPromptLocally } from './AiAssistantLocalService';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    // Values the service may use in filters, since it never sees the rows.
    examples: [...DEPARTMENTS],
    width: 130,
  },
  {
    field: 'country',
    headerName: 'Country',
    examples: ['Brazil', 'Canada', 'France', 'Japan', 'Kenya', 'Spain', 'USA'],
    width: 110,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by salary, highest first' },
  { value: 'Only Engineering' },
  { value: 'Average salary by department' },
  { value: 'Average rating by department and country' },
  { value: 'Top 5 by salary' },
  { value: 'Reset' },
];

export default function AiAssistantBasic() {
  const apiRef = useGridApiRef();

  // The grid turns pivot mode on for a pivot answer but never off again:
  // start every prompt from the flat grid, and let a pivot answer turn it back on.
  const handlePrompt = (
    prompt: string,
    context: string,
    conversationId?: string,
  ) => {
    apiRef.current?.setPivotActive(false);
    return processPromptLocally(prompt, context, conversationId);
  };

  return (
    <div style={{ height: 600, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        onPrompt={handlePrompt}
      />
    </div>
  );
}
