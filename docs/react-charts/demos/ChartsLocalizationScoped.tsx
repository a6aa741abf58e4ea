import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

export default function ChartsLocalizationScoped() {
  return (
    // Every chart inside gets these German texts, without touching the theme.
    <ChartsLocalizationProvider localeText={{ loading: 'Daten werden geladen …', noData: 'Keine Daten vorhanden' }}>
      <div lang="de" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <div style={{ flex: '1 1 260px' }}>
          <LineChart height={200} title="Besucher pro Tag (leer)" series={[{ data: [] }]} />
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <ScatterChart
            height={200}
            title="Preis und Fläche (leer, eigener Text)"
            // The chart's own prop wins over the provider, key by key.
            localeText={{ noData: 'Noch keine Verkäufe erfasst' }}
            series={[{ data: [] }]}
          />
        </div>
      </div>
    </ChartsLocalizationProvider>
  );
}
