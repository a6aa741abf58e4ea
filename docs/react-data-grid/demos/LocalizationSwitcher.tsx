import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, ptBR, zhCN } from '@mui/x-data-grid/locales';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

// Each grid locale paired with the BCP 47 tag used to format numbers and dates.
const LOCALES = {
  'en-US': { name: 'English', grid: enUS },
  'fr-FR': { name: 'Français', grid: frFR },
  'de-DE': { name: 'Deutsch', grid: deDE },
  'es-ES': { name: 'Español', grid: esES },
  'pt-BR': { name: 'Português (Brasil)', grid: ptBR },
  'ja-JP': { name: '日本語', grid: jaJP },
  'zh-CN': { name: '简体中文', grid: zhCN },
};
type Tag = keyof typeof LOCALES;

export default function LocalizationSwitcher() {
  const [tag, setTag] = React.useState<Tag>('fr-FR');

  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    return [
      { field: 'lastName', headerName: 'Last name', width: 120 },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
      { field: 'hireDate', headerName: 'Hired', type: 'date', width: 140, valueFormatter: (value: Date) => day.format(value) },
    ];
  }, [tag]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Grid language"
        value={tag}
        onChange={(event) => setTag(event.target.value as Tag)}
        sx={{ maxWidth: 240 }}
      >
        {(Object.keys(LOCALES) as Tag[]).map((key) => (
          <MenuItem key={key} value={key} lang={key}>
            {LOCALES[key].name}
          </MenuItem>
        ))}
      </TextField>
      <div lang={tag} style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={LOCALES[tag].grid.components.MuiDataGrid.defaultProps.localeText}
          checkboxSelection
          showToolbar
          pageSizeOptions={[10, 30]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
