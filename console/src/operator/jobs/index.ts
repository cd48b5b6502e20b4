import WorkIcon from '@mui/icons-material/WorkHistory';
import type { AdminJob } from '../../../../contracts/operations.ts';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

/** The Jobs resource of the operator area, spread into <Resource name="admin/jobs">. */
export default {
  list: JobList,
  show: JobShow,
  icon: WorkIcon,
  recordRepresentation: (job: AdminJob) => `${job.queue} · ${job.name} #${job.jobId}`,
};
