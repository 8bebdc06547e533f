// The admission certificates of the seeded students who wait for staff: on a fresh machine the console's queue has
// certificates to open, view and decide, and the pre-check has text to read, as with a scan of the paper.
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { submitCertificate } from '../services/certificates.ts';
import type { SeedData } from './types.ts';

export interface CertificateText {
  university: string;
  name?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A one-page 합격 증명서 as SVG: Korean text in the installed Noto Sans CJK font, drawn by librsvg. */
export function admissionCertificateSvg({ university, name = '김찐빵' }: CertificateText): string {
  const line = (y: number, size: number, text: string, anchor = 'start', x = 120) =>
    `<text x="${x}" y="${y}" font-family="Noto Sans CJK KR" font-size="${size}" text-anchor="${anchor}" fill="#111">${escapeXml(text)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="900"><rect width="100%" height="100%" fill="#fff"/>
    ${line(140, 72, '합격 증명서', 'middle', 620)}
    ${line(300, 44, `성명: ${name}`)}
    ${line(380, 44, `위 사람은 ${university} 2025학년도 신입생 모집에`)}
    ${line(450, 44, '최종 합격하여 입학을 허가합니다.')}
    ${line(700, 56, `${university} 총장 (직인)`, 'middle', 620)}
  </svg>`;
}

export async function admissionCertificatePng(text: CertificateText): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(admissionCertificateSvg(text)))
      .flatten({ background: '#fff' })
      .png()
      .toBuffer(),
  );
}

/** Submits a certificate for each seeded student waiting for staff, as they would have uploaded it. */
export async function submitSeedCertificates(ctx: AppContext, data: SeedData): Promise<number> {
  const waiting = data.users.filter((u) => u.status === 'pending');
  for (const user of waiting) {
    const university = data.universities[(user.id * 7) % data.universities.length];
    if (!university) continue;
    const bytes = await admissionCertificatePng({ university: university.name, name: user.nickname });
    await submitCertificate(ctx, user.id, { bytes, mimeType: 'image/png' });
  }
  return waiting.length;
}
