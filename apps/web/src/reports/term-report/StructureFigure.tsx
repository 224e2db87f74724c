import { textEm } from '../growing-footprint/footprintLayout';

/**
 * The term report's 指标结构图 (SPEC: "indicator structure image chosen by number of domains
 * (5 or 6) and gender"): the child in the middle, the development domains on a ring around it.
 * Inline SVG rather than four pictures, so the print browser sets the names from the data in
 * the report's font as vector text. Sizes are viewBox units, about 4 to the printed mm at the
 * page's full width (170 mm).
 */

export type TStructureDomain = { name: string; elements: string[] };

type TGender = 'girl' | 'boy';
type TProps = { domains: TStructureDomain[]; gender: TGender; childName: string };

/** The ring has 6 slots from 6 domains on (a 7th and later are left off), 5 below that. */
export function structureVariant(count: number): 5 | 6 {
  return count >= 6 ? 6 : 5;
}

// Domain i takes colour i. Each has a pale fill for its badge and a darker ink, so the name
// stays legible on the fill in print (white on the amber would not).
const PALETTE = [
  { main: '#F56C6C', tint: '#FEF0F0', ink: '#C23E3E' },
  { main: '#409EFF', tint: '#ECF5FF', ink: '#1D6BC0' },
  { main: '#67C23A', tint: '#F0F9EB', ink: '#3B8420' },
  { main: '#E6A23C', tint: '#FDF6EC', ink: '#A2650E' },
  { main: '#9B6BDF', tint: '#F5EFFC', ink: '#6A3DB0' },
  { main: '#36B3B3', tint: '#E9F7F7', ink: '#1A7A7A' },
] as const;
/** Slot i's colours (there are as many as slots). */
const toneOf = (i: number) => PALETTE[i % PALETTE.length]!;

const BADGE = { w: 196, h: 128, r: 20, pad: 16 } as const;
const TEXT = { name: 23, element: 13.5, line: 19, maxLines: 3, ink: '#5B6170' } as const;
const INNER_W = BADGE.w - 2 * BADGE.pad;
/** Slot centres sit on this ellipse: wider than tall, as the badges are. */
const RING = { rx: 262, ry: 272 } as const;
/** The pale sky disc behind the child; the name's label sits on its lower edge. */
const HALO = 116;
/** The dotted ring round the disc, where the connectors start. */
const RING_LINE = HALO + 10;
const MARGIN = 12;

/** Slot i of n on the ring, clockwise from the top. */
function polar(i: number, n: number, rx: number = RING.rx, ry: number = RING.ry) {
  const angle = (2 * Math.PI * i) / n;
  return { x: rx * Math.sin(angle), y: -ry * Math.cos(angle) };
}

/** The largest size up to `largest` at which `text` fits `width` units on one line. */
const fitSize = (text: string, largest: number, width: number) =>
  Math.min(largest, width / Math.max(1, textEm(text)));

/**
 * Where a name too long for one line may break: between CJK characters and between Latin words
 * (inside a word only when the word alone is wider than the line).
 */
const breakUnits = (token: string, width: number) =>
  (token.match(/[\u2e80-\uffff]|[^\u2e80-\uffff\s]+\s*|\s+/gu) ?? []).flatMap((unit) =>
    textEm(unit.trimEnd()) > width ? [...unit] : [unit],
  );

/**
 * The elements as at most `maxLines` lines of at most `width` ems, in reading order. A line
 * breaks after an element's 、 where it can (a name is not split), inside a long name where it
 * must; what does not fit is cut at the end of the last line with "…".
 */
export function wrapElements(elements: string[], width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = elements.map((e, i) => (i < elements.length - 1 ? `${e}、` : e));
  for (const token of tokens) {
    if (textEm(line + token) <= width) line += token;
    else if (line && textEm(token) <= width) {
      lines.push(line);
      line = token;
    } else {
      for (const unit of breakUnits(token, width)) {
        // 、 may hang past the edge: a line never starts with it.
        if (line && unit !== '、' && textEm(line + unit.trimEnd()) > width) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += unit;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  let last = (lines[maxLines - 1] ?? '').replace(/、$/, '');
  while (last && textEm(`${last}…`) > width) last = [...last].slice(0, -1).join('');
  return [...lines.slice(0, maxLines - 1), `${last.replace(/[、\s]+$/, '')}…`];
}

/** Slot `slot`'s badge centred on (x, y): the domain's name, a short rule, its elements. */
function Badge({ domain, slot, x, y }: { domain?: TStructureDomain; slot: number; x: number; y: number }) {
  const { w, h, r, pad } = BADGE;
  const [left, top] = [x - w / 2, y - h / 2];
  const box = { x: left, y: top, width: w, height: h, rx: r };
  if (!domain) {
    // A slot the data leaves empty still shows, so the 5 or 6 of the layout stay balanced.
    return (
      <rect
        data-testid="structure-slot"
        data-empty="true"
        {...box}
        fill="#FAFBFC"
        stroke="#C8CDD5"
        strokeWidth={2}
        strokeDasharray="7 6"
      />
    );
  }
  const tone = toneOf(slot);
  const nameSize = fitSize(domain.name, TEXT.name, INNER_W);
  const lines = wrapElements(domain.elements, INNER_W / TEXT.element, TEXT.maxLines);
  // Fewer lines sit in the middle of the space the badge keeps for three.
  const firstLine = top + 80 + ((TEXT.maxLines - lines.length) * TEXT.line) / 2;
  return (
    <g data-testid="structure-slot" data-domain={domain.name}>
      {/* a flat offset shadow: filters would turn to pixels in the PDF */}
      <rect {...box} y={top + 5} fill={tone.main} opacity={0.16} />
      <rect {...box} fill={tone.tint} stroke={tone.main} strokeWidth={2.5} />
      <text x={x} y={top + pad + 24} textAnchor="middle" fontSize={nameSize} fontWeight={600} fill={tone.ink}>
        {domain.name}
      </text>
      <line
        x1={x - 18}
        x2={x + 18}
        y1={top + 54}
        y2={top + 54}
        stroke={tone.main}
        strokeWidth={3}
        strokeLinecap="round"
      />
      {lines
        .map((text, k) => ({ text, y: firstLine + k * TEXT.line }))
        .map((line) => (
          <text key={line.y} x={x} y={line.y} textAnchor="middle" fontSize={TEXT.element} fill={TEXT.ink}>
            {line.text}
          </text>
        ))}
    </g>
  );
}

/**
 * A soft line from the disc's ring to the edge of slot (x, y)'s badge, with a dot at each end
 * (grey and dashed to an empty slot). It stops at the badge's border so it never runs under text.
 */
function Connector({ x, y, colour }: { x: number; y: number; colour?: string }) {
  const length = Math.hypot(x, y);
  const [ux, uy] = [x / length, y / length];
  // How far back from the slot's centre along the ray the badge's border is.
  const inset = Math.min(BADGE.w / 2 / Math.abs(ux), BADGE.h / 2 / Math.abs(uy));
  const [sx, sy] = [ux * RING_LINE, uy * RING_LINE];
  const [ex, ey] = [x - ux * inset, y - uy * inset];
  const stroke = colour ?? '#CDD2DA';
  return (
    <g stroke={stroke} fill={stroke} strokeLinecap="round">
      <path
        d={`M${sx} ${sy}L${ex} ${ey}`}
        strokeWidth={colour ? 3.5 : 2}
        strokeDasharray={colour ? undefined : '4 7'}
        opacity={colour ? 0.45 : 1}
      />
      <circle cx={sx} cy={sy} r={colour ? 5 : 3.5} stroke="none" />
      <circle cx={ex} cy={ey} r={colour ? 5.5 : 3.5} stroke="#FFFFFF" strokeWidth={2} />
    </g>
  );
}

const SKIN = '#FFDCC2';
const HAIR = '#5A3B2E';
const DARK = '#3B3B4A';

/** A bow: two rounded wings and a knot, centred on (x, y). */
function Bow({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g fill={colour} stroke={colour} strokeWidth={2} strokeLinejoin="round">
      <path d={`M${x} ${y}L${x - 13} ${y - 8}L${x - 13} ${y + 8}Z`} />
      <path d={`M${x} ${y}L${x + 13} ${y - 8}L${x + 13} ${y + 8}Z`} />
      <circle cx={x} cy={y} r={4.5} fill="#D94F4F" stroke="none" />
    </g>
  );
}

/**
 * The child, a flat drawing centred on the disc: a girl with two bowed pigtails and a dress, a
 * boy with short hair, a shirt and shorts. Both share the face, arms and legs.
 */
function Child({ gender }: { gender: TGender }) {
  const girl = gender === 'girl';
  const top = girl ? '#FF8FA3' : '#4FA3F7';
  return (
    <g data-testid={`figure-${gender}`} strokeLinecap="round">
      {/* legs and shoes */}
      <path d="M-12 52V80M12 52V80" stroke={SKIN} strokeWidth={12} />
      <ellipse cx={-14} cy={84} rx={12} ry={6.5} fill="#6B4A3A" />
      <ellipse cx={14} cy={84} rx={12} ry={6.5} fill="#6B4A3A" />
      {/* arms, open a little as if to welcome, with short sleeves */}
      <path d="M-22 2L-50 30M22 2L50 30" stroke={SKIN} strokeWidth={10} />
      <path d="M-22 2L-32 12M22 2L32 12" stroke={top} strokeWidth={14} />
      <circle cx={-52} cy={32} r={7} fill={SKIN} />
      <circle cx={52} cy={32} r={7} fill={SKIN} />
      {girl ? (
        <>
          <path
            d="M-22 -6H22L44 54Q0 64 -44 54Z"
            fill={top}
            stroke={top}
            strokeWidth={6}
            strokeLinejoin="round"
          />
          <path d="M-40 44Q0 54 40 44" stroke="#FFFFFF" strokeWidth={3} fill="none" opacity={0.8} />
          <path d="M-14 -6L0 8L14 -6Z" fill="#FFFFFF" />
        </>
      ) : (
        <>
          <path
            d="M-26 30H26V56H6L0 44L-6 56H-26Z"
            fill="#36507A"
            stroke="#36507A"
            strokeWidth={3}
            strokeLinejoin="round"
          />
          <rect x={-27} y={-8} width={54} height={44} rx={12} fill={top} />
          <path d="M-12 -8L0 4L12 -8" stroke="#FFFFFF" strokeWidth={4} fill="none" strokeLinejoin="round" />
        </>
      )}
      {/* pigtails behind the head, ears for the boy */}
      {girl ? (
        <>
          <circle cx={-45} cy={-30} r={15} fill={HAIR} />
          <circle cx={45} cy={-30} r={15} fill={HAIR} />
        </>
      ) : (
        <>
          <circle cx={-38} cy={-40} r={8} fill={SKIN} />
          <circle cx={38} cy={-40} r={8} fill={SKIN} />
        </>
      )}
      <circle cx={0} cy={-44} r={38} fill={SKIN} />
      {girl ? (
        <path d="M-41 -38C-44 -98 44 -98 41 -38Q34 -62 10 -64Q-4 -54 -20 -62Q-34 -58 -41 -38Z" fill={HAIR} />
      ) : (
        <path
          d="M-40 -46C-42 -98 42 -98 40 -46Q34 -60 22 -64L16 -56L8 -66L-2 -57L-12 -66L-20 -58Q-34 -62 -40 -46Z"
          fill={HAIR}
        />
      )}
      {girl && (
        <>
          <Bow x={-36} y={-52} colour="#F56C6C" />
          <Bow x={36} y={-52} colour="#F56C6C" />
        </>
      )}
      {/* the face: eyes with a highlight, cheeks, a smile */}
      <circle cx={-13} cy={-40} r={4.5} fill={DARK} />
      <circle cx={13} cy={-40} r={4.5} fill={DARK} />
      <circle cx={-11.5} cy={-41.5} r={1.4} fill="#FFFFFF" />
      <circle cx={14.5} cy={-41.5} r={1.4} fill="#FFFFFF" />
      <ellipse cx={-23} cy={-28} rx={6.5} ry={4} fill="#FF9C9C" opacity={0.55} />
      <ellipse cx={23} cy={-28} rx={6.5} ry={4} fill="#FF9C9C" opacity={0.55} />
      <path d="M-9 -27Q0 -18 9 -27" stroke={DARK} strokeWidth={3} fill="none" />
    </g>
  );
}

/** The 指标结构图: `domains` in order on a ring of 5 or 6 slots around the child and the name. */
export function StructureFigure({ domains, gender, childName }: TProps) {
  const variant = structureVariant(domains.length);
  const slots = Array.from({ length: variant }, (_, slot) => ({
    ...polar(slot, variant),
    slot,
    domain: domains[slot],
  }));
  // The drawing's own bounds: the 5-slot ring is lower at the bottom than at the top.
  const xs = slots.map((s) => Math.abs(s.x) + BADGE.w / 2);
  const ys = slots.map((s) => s.y);
  const [minX, maxX] = [-Math.max(...xs, HALO) - MARGIN, Math.max(...xs, HALO) + MARGIN];
  const [minY, maxY] = [Math.min(...ys) - BADGE.h / 2 - MARGIN, Math.max(...ys) + BADGE.h / 2 + MARGIN];
  const nameSize = fitSize(childName, 21, 190);
  const labelW = Math.max(96, textEm(childName) * nameSize + 40);
  return (
    <svg
      data-testid="term-structure"
      data-variant={String(variant)}
      data-gender={gender}
      role="img"
      aria-label={`${childName}: ${slots.flatMap((s) => (s.domain ? [s.domain.name] : [])).join('、')}`}
      viewBox={`${minX} ${minY} ${maxX - minX} ${maxY - minY}`}
      width="100%"
      fontFamily="inherit"
    >
      <circle
        r={RING_LINE}
        fill="none"
        stroke="#C9DDF3"
        strokeWidth={2}
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <circle r={HALO} fill="#F2F7FD" />
      <circle r={HALO - 16} fill="#E4EFFB" />
      <g transform="translate(0 -12) scale(0.92)">
        <Child gender={gender} />
      </g>
      <rect
        x={-labelW / 2}
        y={HALO - 30}
        width={labelW}
        height={38}
        rx={19}
        fill="#FFFFFF"
        stroke="#BCD4EF"
        strokeWidth={2}
      />
      <text y={HALO - 4} textAnchor="middle" fontSize={nameSize} fontWeight={600} fill="#3E4656">
        {childName}
      </text>
      {slots.map((s) => (
        <Badge key={s.slot} domain={s.domain} slot={s.slot} x={s.x} y={s.y} />
      ))}
      {/* after the badges, so the end dots sit on their borders */}
      {slots.map((s) => (
        <Connector key={s.slot} x={s.x} y={s.y} colour={s.domain && toneOf(s.slot).main} />
      ))}
    </svg>
  );
}
