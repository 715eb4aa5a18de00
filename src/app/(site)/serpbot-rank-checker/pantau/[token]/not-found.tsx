import { TrackerNotFound } from '@/components/rank-tracker/tracker-not-found'

export default TrackerNotFound
