import type { WizardStepId } from '@jjinbbang/domain';
import type { ComponentType } from 'react';
import type { StepContext } from '../StepLayout';
import { AddressResultStep } from './AddressResultStep';
import { AgencyStep } from './AgencyStep';
import { ContentStep } from './ContentStep';
import { ContractTypeStep } from './ContractTypeStep';
import { DormAmenitiesStep } from './DormAmenitiesStep';
import { DormConditionsStep } from './DormConditionsStep';
import { DormInfoStep } from './DormInfoStep';
import { FloorStep } from './FloorStep';
import { KeywordsStep } from './KeywordsStep';
import { PinStep } from './PinStep';
import { PlaceStep } from './PlaceStep';
import { PriceStep } from './PriceStep';
import { TypeStep } from './TypeStep';

type StepScreen = ComponentType<{ ctx: StepContext }>;

const ProsStep: StepScreen = ({ ctx }) => <KeywordsStep ctx={ctx} polarity="positive" />;
const ConsStep: StepScreen = ({ ctx }) => <KeywordsStep ctx={ctx} polarity="negative" />;

/**
 * The screen of each step of the domain's step table that needs nothing but the step context. The photo and
 * confirm screens also need the create wizard's photos and submission, so the wizard renders those itself.
 */
export const STEP_SCREENS: Record<Exclude<WizardStepId, 'photos' | 'confirm'>, StepScreen> = {
  type: TypeStep,
  addressEntry: PlaceStep,
  pin: PinStep,
  dormitoryInfo: DormInfoStep,
  dormitoryConditions: DormConditionsStep,
  dormitoryAmenities: DormAmenitiesStep,
  floor: FloorStep,
  agency: AgencyStep,
  addressResult: AddressResultStep,
  contractType: ContractTypeStep,
  jeonsePrice: PriceStep,
  wolsePrice: PriceStep,
  pros: ProsStep,
  cons: ConsStep,
  content: ContentStep,
};
