// The address services of a new place when a Kakao key is configured (spec: 우편번호 서비스):
// the Daum/Kakao postcode widget gives road address, lot address and 건물관리번호; Kakao's geocoder
// (`kakao.maps.services.Geocoder`) gives the coordinates the pin starts at. Both stay behind these functions so
// the place step never touches a global, and tests install fakes of `window.daum.Postcode` and
// `window.kakao.maps.services` (see fake-address-services.ts).
import { Loader } from 'react-kakao-maps-sdk';
import { KAKAO_SDK_RETRIES } from '../../map-engine';

/** What the postcode widget found, in our words. */
export interface FoundAddress {
  /** 도로명 주소. */
  address: string;
  /** 지번 주소 ('' when the widget gave none). */
  lotAddress: string;
  /** 건물관리번호 (25 digits), or null. */
  buildingCode: string | null;
  /** The building's name when the address database knows it (e.g. an apartment), or ''. */
  buildingName: string;
}

/** The fields of the widget's `oncomplete` data we read (its documented names). */
export interface PostcodeData {
  roadAddress: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  buildingCode?: string;
  buildingName?: string;
}

interface PostcodeInstance {
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}
export interface PostcodeConstructor {
  new (options: {
    oncomplete: (data: PostcodeData) => void;
    width?: string | number;
    height?: string | number;
  }): PostcodeInstance;
}

interface GeocoderResult {
  x: string;
  y: string;
}
export interface KakaoServices {
  Geocoder: new () => {
    addressSearch(address: string, callback: (result: GeocoderResult[], status: string) => void): void;
  };
  Status: { OK: string };
}

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
  }
}

export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export function toFoundAddress(data: PostcodeData): FoundAddress {
  const code = data.buildingCode?.trim() ?? '';
  return {
    address: data.roadAddress.trim(),
    lotAddress: (data.jibunAddress || data.autoJibunAddress || '').trim(),
    // Only a 건물관리번호 names a building (the server refuses anything else).
    buildingCode: /^\d{25}$/.test(code) ? code : null,
    buildingName: data.buildingName?.trim() ?? '',
  };
}

let postcodeScript: Promise<PostcodeConstructor> | null = null;

/** The postcode widget's constructor, loading its script once. */
export function loadPostcode(): Promise<PostcodeConstructor> {
  const ready = window.daum?.Postcode;
  if (ready) return Promise.resolve(ready);
  postcodeScript ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = POSTCODE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = window.daum?.Postcode;
      if (loaded) resolve(loaded);
      else reject(new Error('postcode widget did not load'));
    };
    script.onerror = () => reject(new Error('postcode widget did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    postcodeScript = null;
    throw error;
  });
  return postcodeScript;
}

/** Shows the widget inside `element`; `onFound` gets the picked address. */
export async function embedPostcode(
  element: HTMLElement,
  onFound: (found: FoundAddress) => void,
): Promise<void> {
  const Postcode = await loadPostcode();
  new Postcode({
    oncomplete: (data) => onFound(toFoundAddress(data)),
    width: '100%',
    height: '100%',
  }).embed(element, { autoClose: true });
}

/** The Kakao SDK (with its services library), loaded once with the options every map of the app uses. */
async function kakaoServices(appKey: string): Promise<KakaoServices | null> {
  const loaded: { maps: { services?: KakaoServices } } = await new Loader({
    appkey: appKey,
    libraries: ['clusterer', 'services'],
    retries: KAKAO_SDK_RETRIES,
  }).load();
  return loaded.maps.services ?? null;
}

/**
 * The coordinates of a road address by Kakao's geocoder, or null when it found nothing or the SDK cannot load
 * (the pin then starts at the student's campus).
 */
export async function geocodeAddress(
  appKey: string,
  address: string,
): Promise<{ lat: number; lng: number } | null> {
  let services: KakaoServices | null;
  try {
    services = await kakaoServices(appKey);
  } catch {
    return null;
  }
  if (!services) return null;
  const found = services;
  return new Promise((resolve) => {
    new found.Geocoder().addressSearch(address, (result, status) => {
      const first = result[0];
      if (status !== found.Status.OK || !first) return resolve(null);
      const lat = Number(first.y);
      const lng = Number(first.x);
      resolve(Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null);
    });
  });
}
