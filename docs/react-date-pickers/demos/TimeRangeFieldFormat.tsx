import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const happyHour = [dayjs('2025-06-09T17:00'), dayjs('2025-06-09T19:30')] as const;

export default function TimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 340 }}>
        {/* 24-hour clock: the default format becomes HH:mm. */}
        <SingleInputTimeRangeField
          label="Happy hour (24-hour clock)"
          ampm={false}
          defaultValue={[...happyHour]}
        />
        {/* Your own tokens (h keeps no leading zero only with
            shouldRespectLeadingZeros), and a word instead of the en dash. */}
        <SingleInputTimeRangeField
          label="Custom format and separator"
          format="h:mm a"
          shouldRespectLeadingZeros
          dateSeparator="until"
          defaultValue={[...happyHour]}
        />
        {/* In two inputs, the separator is the text between them. */}
        <MultiInputTimeRangeField
          ampm={false}
          dateSeparator="to"
          defaultValue={[...happyHour]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'From' : 'Until',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
