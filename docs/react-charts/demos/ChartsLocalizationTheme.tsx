import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { frFR } from '@mui/x-charts/locales';

// In an app, pass frFR to the createTheme call of your theme instead.
const withFrenchCharts = (outer: Theme) => createTheme(outer, frFR);

export default function ChartsLocalizationTheme() {
  return (
    <ThemeProvider theme={withFrenchCharts}>
      <div lang="fr" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <div style={{ flex: '1 1 260px' }}>
          <BarChart
            height={200}
            title="Ventes mensuelles (chargement)"
            loading
            xAxis={[{ scaleType: 'band', data: ['janv.', 'févr.', 'mars'] }]}
            series={[{ data: [] }]}
          />
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <PieChart height={200} title="Répartition des ventes (vide)" series={[{ data: [] }]} />
        </div>
      </div>
    </ThemeProvider>
  );
}
