import { api } from './client';
import { placeCostRequest } from './requests';

// issue 17: 월 실거주비, 기숙사 vs 자취, 보증금 반환 기록 (public reads).

/** GET /api/v1/building/{id}/cost?isAgency= */
export function getPlaceCost(id: number, isAgency: boolean) {
  const { path, query } = placeCostRequest(id, isAgency);
  return api.request(path, {
    query,
    schema: (s) => s.placeCostResponseSchema.shape.data,
  });
}

/** GET /api/v1/campus/{id}/cost */
export function getCampusCost(id: number) {
  return api.request(`/api/v1/campus/${id}/cost`, { schema: (s) => s.campusCostResponseSchema.shape.data });
}
