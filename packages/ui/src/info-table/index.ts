export type {
  ContractInfoTableLabels,
  ContractInfoTableProps,
  DormitoryConditionsTableProps,
  DormitoryFacilitiesTableProps,
  DormitoryInfoTableLabels,
  InfoTableProps,
  InfoTableRow,
} from './InfoTable';
export {
  ContractInfoTable,
  DormitoryConditionsTable,
  DormitoryFacilitiesTable,
  InfoTable,
} from './InfoTable';
