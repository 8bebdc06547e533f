// Stand-ins for the Kakao address services: `window.daum.Postcode` (the postcode widget) and
// `window.kakao.maps.services` (the geocoder), answering from a small table. Used by tests and stories of the
// Kakao path; product code never installs them.
import { type FakeKakao, installFakeKakao } from '../../../map-engine/test-support/fake-kakao';
import type { KakaoServices, PostcodeConstructor, PostcodeData } from '../kakao-address';

/** Addresses the fake geocoder knows, by road address. */
export const FAKE_GEOCODED: Record<string, { lat: number; lng: number }> = {
  '경남 진주시 진주대로 501': { lat: 35.1531, lng: 128.0989 },
  '경남 김해시 삼계로 208': { lat: 35.2558, lng: 128.8716 },
};

/** What the fake widget "finds" when the student picks an address in it. */
export const FAKE_POSTCODE_RESULT: PostcodeData = {
  roadAddress: '경남 진주시 진주대로 501',
  jibunAddress: '경남 진주시 가좌동 900',
  buildingCode: '4817010600109000000000001',
  buildingName: '경상국립대학교',
};

export interface FakeAddressServices {
  kakao: FakeKakao;
  /** Every address the geocoder was asked for. */
  geocoded: string[];
  /** Every element the widget was embedded in. */
  embeddedIn: HTMLElement[];
}

/** Installs the map fake with a geocoder, and the postcode widget that picks {@link FAKE_POSTCODE_RESULT}. */
export function installFakeAddressServices(): FakeAddressServices {
  const kakao = installFakeKakao();
  const geocoded: string[] = [];
  const embeddedIn: HTMLElement[] = [];
  const services: KakaoServices = {
    Status: { OK: 'OK' },
    Geocoder: class {
      addressSearch(address: string, callback: (result: { x: string; y: string }[], status: string) => void) {
        geocoded.push(address);
        const found = FAKE_GEOCODED[address];
        queueMicrotask(() =>
          found
            ? callback([{ x: String(found.lng), y: String(found.lat) }], 'OK')
            : callback([], 'ZERO_RESULT'),
        );
      }
    },
  };
  Object.assign(kakao.maps, { services });
  const Postcode: PostcodeConstructor = class {
    constructor(private readonly options: { oncomplete: (data: PostcodeData) => void }) {}
    embed(element: HTMLElement) {
      embeddedIn.push(element);
      element.textContent = '우편번호 서비스';
      queueMicrotask(() => this.options.oncomplete(FAKE_POSTCODE_RESULT));
    }
  };
  window.daum = { Postcode };
  return { kakao, geocoded, embeddedIn };
}

export function uninstallFakeAddressServices(): void {
  delete (globalThis as { kakao?: unknown }).kakao;
  delete window.daum;
}
