// Admission certificates the tests draw themselves: Korean text rendered by sharp (librsvg with the installed
// Noto Sans CJK font) into a picture, and the same picture inside a one-page PDF.
import sharp from 'sharp';

export interface CertificateText {
  university: string;
  name?: string;
}

function svg({ university, name = '김찐빵' }: CertificateText): string {
  const line = (y: number, size: number, text: string, anchor = 'start', x = 120) =>
    `<text x="${x}" y="${y}" font-family="Noto Sans CJK KR" font-size="${size}" text-anchor="${anchor}" fill="#111">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="900"><rect width="100%" height="100%" fill="#fff"/>
    ${line(140, 72, '합격 증명서', 'middle', 620)}
    ${line(300, 44, `성명: ${name}`)}
    ${line(380, 44, `위 사람은 ${university} 2025학년도 신입생 모집에`)}
    ${line(450, 44, '최종 합격하여 입학을 허가합니다.')}
    ${line(700, 56, `${university} 총장 (직인)`, 'middle', 620)}
  </svg>`;
}

export async function certificatePng(text: CertificateText): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(svg(text)))
      .flatten({ background: '#fff' })
      .png()
      .toBuffer(),
  );
}

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
  const image = sharp(Buffer.from(svg(text))).flatten({ background: '#fff' });
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
