import { ThemeProvider, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { harbourtonRainfall } from '@site/src/demo-data/chartsClimate';

const arabicMonths = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const arabicNumber = new Intl.NumberFormat('ar-EG');

export default function ChartsLocalizationRtl() {
  return (
    // The theme's direction tells the chart's components that the text runs right to left.
    <ThemeProvider theme={(outer: Theme): Theme => ({ ...outer, direction: 'rtl' })}>
      <div dir="rtl" lang="ar">
        <BarChart
          height={300}
          title="هطول الأمطار الشهري"
          localeText={{ loading: 'جارٍ تحميل البيانات…', noData: 'لا توجد بيانات لعرضها' }}
          // Time runs from right to left: reverse the x-axis and put the values on the right.
          xAxis={[
            {
              scaleType: 'band',
              data: arabicMonths,
              reverse: true,
              // On a reversed axis, version 8.2.0 lets labels overlap: thin them out here.
              tickLabelInterval: (_, index) => index % 3 === 0,
            },
          ]}
          yAxis={[{ position: 'right', valueFormatter: (value: number) => arabicNumber.format(value) }]}
          series={[
            {
              data: harbourtonRainfall,
              label: 'الأمطار (مم)',
              valueFormatter: (value) => (value === null ? '' : `${arabicNumber.format(value)} مم`),
            },
          ]}
        />
      </div>
    </ThemeProvider>
  );
}
