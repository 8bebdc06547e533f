export {
  type GoToOptions,
  type NavigateFunction,
  type StepHistory,
  type StepHistoryOptions,
  useStepHistory,
} from './useStepHistory';
