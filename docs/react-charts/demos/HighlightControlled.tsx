import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function HighlightControlled() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {/* Hovering or focusing a row highlights its slice, and the other way round. */}
      <List dense sx={{ width: 200 }} aria-label="Answers">
        {commuteAnswers.map((answer, index) => (
          <ListItemButton
            key={answer.id}
            selected={highlighted?.dataIndex === index}
            onMouseEnter={() =>
              setHighlighted({ seriesId: 'commute', dataIndex: index })
            }
            onFocus={() => setHighlighted({ seriesId: 'commute', dataIndex: index })}
            onMouseLeave={() => setHighlighted(null)}
            onBlur={() => setHighlighted(null)}
          >
            <ListItemText
              primary={answer.label}
              secondary={`${answer.value} people`}
            />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <PieChart
          title="How 640 office workers get to work"
          height={260}
          series={[
            {
              id: 'commute',
              data: commuteAnswers,
              innerRadius: '40%',
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          hideLegend
        />
        <Typography
          variant="caption"
          component="div"
          sx={{ fontFamily: 'monospace' }}
        >
          highlightedItem: {JSON.stringify(highlighted)}
        </Typography>
      </Box>
    </Box>
  );
}
