import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedPostcode, geocodeAddress, toFoundAddress } from './kakao-address';
import type { StepFrame } from './StepLayout';
import { AddressEntryStepView } from './steps/AddressEntryStep';
import {
  FAKE_POSTCODE_RESULT,
  type FakeAddressServices,
  installFakeAddressServices,
  uninstallFakeAddressServices,
} from './test-support/fake-address-services';

const frame: StepFrame = {
  mode: 'create',
  title: '어느 건물인가요?',
  progress: { step: 2, total: 12 },
  onPrevious: () => {},
  onAbort: () => {},
  alone: false,
  handsOver: false,
};

describe('the Kakao path of a new place, on fakes of the postcode widget and the geocoder', () => {
  let fake: FakeAddressServices;
  beforeEach(() => {
    fake = installFakeAddressServices();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    uninstallFakeAddressServices();
    vi.restoreAllMocks();
  });

  it('the geocoder gives the coordinates the pin starts at, or null for an address it does not know', async () => {
    expect(await geocodeAddress('test-key', '경남 진주시 진주대로 501')).toEqual({
      lat: 35.1531,
      lng: 128.0989,
    });
    expect(await geocodeAddress('test-key', '없는 주소 1')).toBeNull();
    expect(fake.geocoded).toEqual(['경남 진주시 진주대로 501', '없는 주소 1']);
  });

  it('the widget’s answer is road address, lot address and 건물관리번호 (anything else is not a code)', async () => {
    const found = await new Promise((resolve) => {
      void embedPostcode(document.body, resolve);
    });
    expect(found).toEqual({
      address: '경남 진주시 진주대로 501',
      lotAddress: '경남 진주시 가좌동 900',
      buildingCode: '4817010600109000000000001',
      buildingName: '경상국립대학교',
    });
    expect(toFoundAddress({ ...FAKE_POSTCODE_RESULT, buildingCode: '12-3', jibunAddress: '' })).toMatchObject(
      {
        buildingCode: null,
        lotAddress: '',
      },
    );
  });

  it('the new-place form fills itself from the widget and sends the code with the address', async () => {
    const onSubmit = vi.fn();
    render(
      <AddressEntryStepView
        frame={frame}
        initial={{ address: '', addressDetail: '', detailedAddress: '', buildingCode: null }}
        asksBuildingName
        onSubmit={onSubmit}
        addressSearch={(element, onFound) => void embedPostcode(element, onFound)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: '도로명 주소' }).value).toBe(
        '경남 진주시 진주대로 501',
      ),
    );
    expect(fake.embeddedIn).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '지번 주소 (선택)' }).value).toBe(
      '경남 진주시 가좌동 900',
    );
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(onSubmit).toHaveBeenCalledWith({
      address: '경남 진주시 진주대로 501',
      addressDetail: '경남 진주시 가좌동 900',
      detailedAddress: '경상국립대학교',
      buildingCode: '4817010600109000000000001',
    });
  });

  it('typing over the found address drops its building code', async () => {
    const onSubmit = vi.fn();
    render(
      <AddressEntryStepView
        frame={frame}
        initial={{ address: '', addressDetail: '', detailedAddress: '', buildingCode: null }}
        asksBuildingName
        onSubmit={onSubmit}
        addressSearch={(element, onFound) => void embedPostcode(element, onFound)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '주소 검색' }));
    const road = await screen.findByDisplayValue('경남 진주시 진주대로 501');
    fireEvent.change(road, { target: { value: '경남 진주시 진주대로 503' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      address: '경남 진주시 진주대로 503',
      buildingCode: null,
    });
  });
});
