import sharp from 'sharp';

/**
 * Classroom-like photos for the journeys: a real JPEG (4:3, 1600 px, a few hundred KB) drawn
 * from a scene with a sky, a sun, hills and a child's figure in a colour of its own, so each
 * upload is a distinct picture the browser scales (D7) and the report prints.
 */
export async function classroomPhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const shirt = `hsl(${hue}, 70%, 55%)`;
  const sky = `hsl(${(hue + 180) % 360}, 60%, 82%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff8e7"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#s)"/>
    <circle cx="${1200 + (seed % 5) * 40}" cy="240" r="110" fill="#ffd166"/>
    <path d="M0 900 Q400 700 800 880 T1600 860 V1200 H0 Z" fill="#8fd694"/>
    <path d="M0 1000 Q500 880 1000 990 T1600 980 V1200 H0 Z" fill="#5cb85c"/>
    <circle cx="800" cy="560" r="110" fill="#f6d5b8"/>
    <rect x="690" y="670" width="220" height="260" rx="60" fill="${shirt}"/>
    <rect x="700" y="920" width="70" height="150" rx="30" fill="#3d5a80"/>
    <rect x="830" y="920" width="70" height="150" rx="30" fill="#3d5a80"/>
    <circle cx="760" cy="545" r="12" fill="#333"/><circle cx="840" cy="545" r="12" fill="#333"/>
    <path d="M760 600 Q800 640 840 600" stroke="#c0392b" stroke-width="10" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
