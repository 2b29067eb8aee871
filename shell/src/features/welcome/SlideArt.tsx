export type SlideArtKind = 'matches' | 'swipe' | 'nearby';

const HEART =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.2 1.7-2 3.2-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z';

function Person({ x, y, r, tone }: { x: number; y: number; r: number; tone: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fff" />
      <circle cx={x} cy={y - r * 0.18} r={r * 0.38} fill={tone} />
      <path
        d={`M${x - r * 0.62} ${y + r * 0.62} a${r * 0.62} ${r * 0.5} 0 0 1 ${r * 1.24} 0`}
        fill={tone}
      />
    </g>
  );
}

/** Drawn in SVG so the welcome page needs no image download. */
export function SlideArt({ kind }: { kind: SlideArtKind }) {
  return (
    <svg className="slide-art" viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      {kind === 'matches' ? (
        <>
          <circle cx="120" cy="100" r="86" fill="rgb(255 255 255 / 14%)" />
          <Person x={72} y={92} r={34} tone="#f59e8b" />
          <Person x={168} y={92} r={34} tone="#b8336a" />
          <circle cx="120" cy="132" r="24" fill="#fff" />
          <path d={HEART} transform="translate(106 118) scale(1.15)" fill="#e8435a" />
        </>
      ) : null}
      {kind === 'swipe' ? (
        <>
          <rect
            x="62"
            y="26"
            width="116"
            height="150"
            rx="18"
            fill="rgb(255 255 255 / 30%)"
            transform="rotate(-10 120 100)"
          />
          <rect
            x="62"
            y="22"
            width="116"
            height="150"
            rx="18"
            fill="#fff"
            transform="rotate(7 120 100)"
          />
          <Person x={124} y={80} r={30} tone="#e8435a" />
          <rect
            x="92"
            y="126"
            width="64"
            height="8"
            rx="4"
            fill="#f3c4cc"
            transform="rotate(7 120 100)"
          />
          <circle cx="46" cy="150" r="20" fill="#fff" />
          <path
            d="M38 142l16 16m0-16-16 16"
            stroke="#5f5a6b"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="194" cy="150" r="20" fill="#fff" />
          <path d={HEART} transform="translate(182 139) scale(1)" fill="#e8435a" />
        </>
      ) : null}
      {kind === 'nearby' ? (
        <>
          <circle
            cx="120"
            cy="100"
            r="88"
            fill="none"
            stroke="rgb(255 255 255 / 30%)"
            strokeWidth="2"
          />
          <circle
            cx="120"
            cy="100"
            r="60"
            fill="none"
            stroke="rgb(255 255 255 / 45%)"
            strokeWidth="2"
          />
          <circle cx="120" cy="100" r="32" fill="rgb(255 255 255 / 25%)" />
          <path
            d="M120 78c-9 0-16 7-16 16 0 12 16 28 16 28s16-16 16-28c0-9-7-16-16-16zm0 22a6 6 0 1 1 0-12 6 6 0 0 1 0 12z"
            fill="#fff"
          />
          <Person x={54} y={62} r={16} tone="#f59e8b" />
          <Person x={190} y={70} r={18} tone="#b8336a" />
          <Person x={170} y={160} r={14} tone="#e8435a" />
          <Person x={66} y={150} r={15} tone="#c0507a" />
        </>
      ) : null}
    </svg>
  );
}
