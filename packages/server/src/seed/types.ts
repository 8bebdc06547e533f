/** Plain records produced by the seed generator; the server maps them onto its tables. */
import type {
  ContractType,
  DepositReturnRecord,
  DormFloorType,
  DormRoomFacility,
  FloorType,
  ReviewKind,
  VerificationStatus,
} from '@jjinbbang/domain';
import type { BuildingType } from '../db/schema.ts';

export interface SeedCampus {
  id: number;
  universityId: number;
  campusName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** 학교명 exactly as the ministry publishes it (branch schools keep their suffix, e.g. '고려대학교(세종)'). */
  schoolName?: string;
  /** 본분교 as published: 본교 / 제2캠퍼스 / 제3캠퍼스 / 제4캠퍼스 / 분교 */
  branch?: string;
}

export interface SeedUniversity {
  id: number;
  name: string;
  emailDomains: string[];
  logoSvg: string;
  campuses: SeedCampus[];
}

export type SeedBuildingType = BuildingType;

export interface SeedBuilding {
  id: number;
  code: string;
  name: string;
  type: SeedBuildingType;
  address: string;
  latitude: number;
  longitude: number;
  /** Dormitories: the campus they belong to; general buildings: null. */
  campusId: number | null;
  /** The campus a general building was placed around (within 2 km); dormitories: same as campusId. */
  nearCampusId?: number;
  /** 지번 주소 ('경상남도 진주시 상평동 482-3'); null for dormitories and where the seed knows no 동. */
  lotAddress?: string | null;
}

export interface SeedAgency {
  id: number;
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The campus the agency was placed around. */
  nearCampusId?: number;
  /** 지번 주소, as for buildings. */
  lotAddress?: string | null;
}

export interface SeedUser {
  id: number;
  kakaoId: string;
  nickname: string;
  email: string | null;
  status: VerificationStatus;
  universityId: number | null;
  createdAt: string;
}

export interface SeedGeneralDetails {
  contractType: ContractType;
  deposit: number;
  monthlyRent: number | null;
  maintenanceCost: number | null;
  floor: FloorType;
  space: number;
}

export interface SeedDormDetails {
  campusId: number;
  capacity: number;
  dormFee: number;
  floor: DormFloorType;
  currentRegion: string | null;
  currentGrade: number | null;
  privateFacilities: DormRoomFacility[];
  publicFacilities: DormRoomFacility[];
  lounge: boolean;
}

export interface SeedReview {
  id: number;
  kind: ReviewKind;
  buildingId: number | null;
  agencyId: number | null;
  authorId: number;
  rating: number;
  content: string;
  positive: string[];
  negative: string[];
  images: string[];
  createdAt: string;
  /** User ids who liked the review. */
  likedBy: number[];
  general?: SeedGeneralDetails;
  dorm?: SeedDormDetails;
  /** 보증금 반환 기록 (issue 17): general and agency reviews only. */
  depositReturn?: DepositReturnRecord | null;
}

export interface SeedData {
  universities: SeedUniversity[];
  buildings: SeedBuilding[];
  agencies: SeedAgency[];
  users: SeedUser[];
  reviews: SeedReview[];
}

export interface TestAccount {
  kakaoId: string;
  label: string;
  userId: number;
}

export interface GenerateSeedOptions {
  /** PRNG seed; the same seed always yields the same data. */
  seed?: number;
  /** General buildings per ordinary campus (flagship campuses get several times more). */
  buildingsPerCampus?: number;
  /** Exact number of general buildings overall (dormitories come on top); used for load benchmarks. */
  totalBuildings?: number;
}
