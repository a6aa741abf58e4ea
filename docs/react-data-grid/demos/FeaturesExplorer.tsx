import * as React from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { FEATURES, PLANS, type Feature, type Plan } from './featuresData';

const planColor = { Community: 'default', Pro: 'primary', Premium: 'secondary' } as const;

const columns: GridColDef<Feature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => <Link href={row.path}>{row.name}</Link>,
  },
  { field: 'area', headerName: 'Area', width: 140 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: [...PLANS],
    width: 120,
    display: 'flex',
    renderCell: ({ row }) => (
      <Chip size="small" label={row.plan} color={planColor[row.plan]} />
    ),
  },
];

// The plans stack up: Pro includes Community, Premium includes both.
const filterFor = (plan: Plan): GridFilterModel => ({
  items: [
    {
      field: 'plan',
      operator: 'isAnyOf',
      value: PLANS.slice(0, PLANS.indexOf(plan) + 1),
    },
  ],
});

export default function FeaturesExplorer() {
  const [plan, setPlan] = React.useState<Plan>('Premium');
  const [filterModel, setFilterModel] = React.useState(filterFor('Premium'));

  const choosePlan = (_event: React.MouseEvent, next: Plan | null) => {
    if (next === null) return;
    setPlan(next);
    setFilterModel(filterFor(next));
  };

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plan}
        onChange={choosePlan}
        aria-label="Show the features included in a plan"
        sx={{ mb: 1 }}
      >
        {PLANS.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 440 }}>
        <DataGrid
          rows={FEATURES}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          density="compact"
        />
      </div>
    </div>
  );
}
