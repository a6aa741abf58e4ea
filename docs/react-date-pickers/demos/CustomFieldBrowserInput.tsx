import dayjs from 'dayjs';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

// A field made of a native <input> and <button>. useDateField keeps the
// section-by-section editing; it needs the <input>-based DOM structure.
type FieldProps = DatePickerFieldProps & {
  enableAccessibleFieldDOMStructure: false;
};

function BrowserInputField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const {
    inputRef,
    value,
    onChange,
    onKeyDown,
    onPaste,
    onFocus,
    onBlur,
    onClick,
    placeholder,
    inputMode,
    disabled,
    readOnly,
    error,
    openPickerAriaLabel,
  } = useDateField<false, FieldProps>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });
  const rootRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  return (
    <div
      ref={rootRef}
      className={pickerContext.rootClassName}
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      {/* The desktop popup is labelled by the element with the id `${id}-label`. */}
      <label htmlFor={props.id} id={props.id && `${props.id}-label`}>
        {pickerContext.label}
      </label>
      <input
        id={props.id}
        ref={inputRef}
        name={pickerContext.name}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={onClick}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error}
        style={{ width: '11ch', font: 'inherit', padding: 4 }}
      />
      <button
        type="button"
        aria-label={openPickerAriaLabel}
        disabled={disabled || readOnly}
        onClick={() => pickerContext.setOpen((open) => !open)}
      >
        <CalendarIcon fontSize="small" />
      </button>
    </div>
  );
}

export default function CustomFieldBrowserInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Due date"
        defaultValue={dayjs('2025-09-30')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: BrowserInputField }}
      />
    </LocalizationProvider>
  );
}
