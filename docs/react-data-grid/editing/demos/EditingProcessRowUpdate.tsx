import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'jobTitle', headerName: 'Job title', width: 160, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

// Stands in for a PUT request: answers after 800 ms, or fails when asked to.
function saveEmployee(employee: Employee, fail: boolean): Promise<Employee> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) reject(new Error(`Could not save ${employee.firstName}: server unavailable.`));
      else resolve({ ...employee, lastName: employee.lastName.trim() });
    }, 800);
  });
}

type Feedback = { severity: 'success' | 'error' | 'info'; text: string };

export default function EditingProcessRowUpdate() {
  const [failNext, setFailNext] = React.useState(false);
  const [feedback, setFeedback] = React.useState<Feedback>({
    severity: 'info',
    text: 'Edit a cell and press Enter to save it.',
  });

  const processRowUpdate = async (newRow: Employee, oldRow: Employee) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow; // nothing to send
    setFeedback({ severity: 'info', text: 'Saving…' });
    const saved = await saveEmployee(newRow, failNext);
    setFailNext(false);
    setFeedback({ severity: 'success', text: `Saved ${saved.firstName} ${saved.lastName}.` });
    return saved;
  };

  const handleError = (error: Error) => {
    setFailNext(false);
    setFeedback({ severity: 'error', text: `${error.message} Press Enter to try again.` });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={failNext}
        onClick={() => setFailNext(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {failNext ? 'Next save will fail' : 'Make the next save fail'}
      </Button>
      <Alert severity={feedback.severity} aria-live="polite">
        {feedback.text}
      </Alert>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
        />
      </div>
    </Stack>
  );
}
