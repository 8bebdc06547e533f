export {
  browserHistory,
  createMemoryHistory,
  type HistoryLike,
  type StepHistory,
  type StepHistoryOptions,
  type StepTrailItem,
  useStepHistory,
  type WizardEntry,
} from './useStepHistory';
