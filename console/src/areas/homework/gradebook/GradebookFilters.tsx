import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { CohortOption } from './use-gradebook';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  cohortId: string;
  cohorts: readonly CohortOption[];
  onCohort: (cohortId: string) => void;
}

/** Spec 2: the search box (name or email) and the cohort filter (all, or one). */
export function GradebookFilters({ search, onSearch, cohortId, cohorts, onCohort }: Props) {
  const t = useT();
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <TextField
        type="search"
        label={t('homework.gradebook.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select label={t('homework.gradebook.cohort')} value={cohortId} onChange={(event) => onCohort(event.target.value)} size="small" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t('homework.gradebook.allCohorts')}</option>
        {cohorts.map((cohort) => (
          <option key={cohort.id} value={cohort.id}>
            {cohort.name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
