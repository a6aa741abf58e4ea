import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets: { label: string; section: FieldSelectedSections }[] = [
  { label: 'Day', section: 'day' },
  { label: 'Month', section: 'month' },
  { label: 'Year', section: 'year' },
  { label: 'All', section: 'all' },
];

export default function FieldsSelectedSections() {
  const [selectedSections, setSelectedSections] =
    React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateField
          label="Invoice date"
          format="DD.MM.YYYY"
          defaultValue={dayjs('2025-02-28')}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {targets.map((target) => (
            <Button
              key={target.label}
              size="small"
              variant="outlined"
              // Keep the focus in the field so the new selection is visible.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setSelectedSections(target.section)}
            >
              {target.label}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2">
          Selected: <code>{JSON.stringify(selectedSections)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
