export type { IconProps } from './Icons';
export {
  AlertIcon,
  ArrowUpIcon,
  BackIcon,
  CameraIcon,
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  HomeIcon,
  MapIcon,
  PencilIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './Icons';
