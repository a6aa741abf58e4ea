import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const meses = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

type State = 'loading' | 'empty';

export default function ChartsLocalizationLocaleText() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <div lang="es">
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Estado de los datos"
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
      >
        <ToggleButton value="loading">Cargando</ToggleButton>
        <ToggleButton value="empty">Sin datos</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={240}
        title="Lluvia mensual"
        // Only the keys you pass are replaced; the others keep their English text.
        localeText={{ loading: 'Cargando los datos…', noData: 'No hay datos que mostrar' }}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: meses }]}
        series={[{ data: [], label: 'Lluvia (mm)' }]}
      />
    </div>
  );
}
