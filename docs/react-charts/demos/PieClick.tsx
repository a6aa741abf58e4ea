import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieClick() {
  const [message, setMessage] = React.useState('Click a slice to see its details.');

  return (
    <div>
      <PieChart
        height={260}
        title="How 640 office workers get to work: click a slice"
        series={[{ id: 'commute', data: commuteAnswers, innerRadius: '30%' }]}
        onItemClick={(_event, identifier, item) => {
          const answer = commuteAnswers[identifier.dataIndex];
          setMessage(
            `${answer?.label ?? 'Slice'}: ${item.formattedValue} people (seriesId "${identifier.seriesId}", dataIndex ${identifier.dataIndex}, id "${item.id}")`,
          );
        }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
