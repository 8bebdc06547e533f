export type {
  WizardStepCloseProps,
  WizardStepNextProps,
  WizardStepProgressProps,
  WizardStepTitleProps,
} from './WizardStep';
export { WizardStep } from './WizardStep';
