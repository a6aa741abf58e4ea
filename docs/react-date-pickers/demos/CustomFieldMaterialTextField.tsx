import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The text field of a design system, built on the Material UI TextField.
const PillTextField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': { borderRadius: 999, paddingRight: theme.spacing(1) },
  '& input': { fontVariantNumeric: 'tabular-nums' },
}));

export default function CustomFieldMaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A textField slot that renders an <input> needs the older DOM structure. */}
      <DatePicker
        label="Due date"
        defaultValue={dayjs('2025-09-30')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: PillTextField }}
      />
    </LocalizationProvider>
  );
}
