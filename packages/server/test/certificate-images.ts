// Admission certificates for the tests: the seed's picture, the same picture inside a one-page PDF, and a receipt.
import sharp from 'sharp';
import { admissionCertificateSvg, type CertificateText } from '../src/seed/certificates.ts';

export { admissionCertificatePng as certificatePng } from '../src/seed/certificates.ts';

/** A scan of something else entirely (a receipt), for the pre-check's low confidence. */
export async function receiptPng(): Promise<Uint8Array> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="100%" height="100%" fill="#fff"/>
    <text x="80" y="150" font-family="Noto Sans CJK KR" font-size="56" fill="#111">영수증</text>
    <text x="80" y="280" font-family="Noto Sans CJK KR" font-size="40" fill="#111">아메리카노 2잔 9,000원</text>
    <text x="80" y="360" font-family="Noto Sans CJK KR" font-size="40" fill="#111">감사합니다. 또 오세요.</text></svg>`;
  return new Uint8Array(await sharp(Buffer.from(doc)).png().toBuffer());
}

/** A one-page PDF whose page is the given picture (a JPEG image XObject, DCTDecode). */
export async function certificatePdf(text: CertificateText): Promise<Uint8Array> {
  const image = sharp(Buffer.from(admissionCertificateSvg(text))).flatten({ background: '#fff' });
  const { data: jpeg, info } = await image.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  // Page in points at 150 dpi.
  const [pw, ph] = [Math.round((w * 72) / 150), Math.round((h * 72) / 150)];
  const content = `q ${pw} 0 0 ${ph} 0 0 cm /Im0 Do Q`;
  const parts: (string | Buffer)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Buffer) => {
    parts.push(chunk);
    length += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'latin1') : chunk.length;
  };
  const object = (n: number, body: string | (string | Buffer)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    for (const chunk of Array.isArray(body) ? body : [body]) push(chunk);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw} ${ph}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
  );
  object(4, [
    `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    '\nendstream',
  ]);
  object(5, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  const xref = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let n = 1; n <= 5; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))),
  );
}
