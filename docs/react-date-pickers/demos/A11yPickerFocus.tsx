import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

function accessibleName(element: HTMLElement) {
  const labelledBy = element.getAttribute('aria-labelledby');
  const label =
    element.getAttribute('aria-label') ??
    (labelledBy && document.getElementById(labelledBy)?.textContent);
  return label || element.textContent || '';
}

export default function A11yPickerFocus() {
  const [variant, setVariant] = React.useState<'desktop' | 'mobile'>('desktop');
  const [moves, setMoves] = React.useState<string[]>([]);
  const rootRef = React.useRef<HTMLDivElement>(null);

  // The popup is rendered at the end of the page, so listen on the document.
  React.useEffect(() => {
    const handleFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const inDemo = rootRef.current?.contains(target);
      const inPopup = target.closest('.MuiPickerPopper-root, .MuiDialog-root');
      if (!inDemo && !inPopup) {
        return;
      }
      const role = target.getAttribute('role') ?? target.tagName.toLowerCase();
      setMoves((prev) =>
        [`${role} "${accessibleName(target)}"`, ...prev].slice(0, 6),
      );
    };
    document.addEventListener('focusin', handleFocusIn);
    return () => document.removeEventListener('focusin', handleFocusIn);
  }, []);

  const Picker = variant === 'desktop' ? DesktopDatePicker : MobileDatePicker;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack ref={rootRef} spacing={2} sx={{ maxWidth: 400 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Variant"
          value={variant}
          onChange={(_event, next: 'desktop' | 'mobile' | null) =>
            next && setVariant(next)
          }
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="mobile">Mobile</ToggleButton>
        </ToggleButtonGroup>
        <Picker label="Start date" defaultValue={dayjs('2025-05-14')} />
        <ul
          aria-label="Focus moves, newest first"
          style={{ margin: 0, paddingInlineStart: 20, fontSize: 13 }}
        >
          {moves.map((line, index) => (
            <li key={moves.length - index}>{line}</li>
          ))}
        </ul>
      </Stack>
    </LocalizationProvider>
  );
}
