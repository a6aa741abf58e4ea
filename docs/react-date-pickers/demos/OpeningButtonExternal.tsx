import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonExternal() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-12'));
  const [open, setOpen] = React.useState(false);
  // The element the popup is anchored to, when it isn't the field.
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">Your delivery</Typography>
          <Typography variant="h6">
            {value?.isValid() ? value.format('dddd, MMMM D') : 'Not planned'}
          </Typography>
          <Button
            onClick={(event) => {
              setAnchor(event.currentTarget);
              setOpen(true);
            }}
          >
            Reschedule
          </Button>
        </Paper>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={setValue}
          open={open}
          // Called when the picker's own button asks to open: anchor to the field.
          onOpen={() => {
            setAnchor(null);
            setOpen(true);
          }}
          onClose={() => setOpen(false)}
          slotProps={{ popper: anchor ? { anchorEl: anchor } : {} }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
