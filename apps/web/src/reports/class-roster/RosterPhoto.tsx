import { Gender, thumbnailPath } from '@kg/contracts';
import { useState } from 'react';

type TProps = { photo: string | null; name: string; gender: number };

/** The tile prints at about 12 mm (45 px): twice that is sharp on paper (DECISIONS resolution 2). */
const PHOTO_WIDTH = 96;

/**
 * A child's photo thumbnail through the protected /files path (the cookie for a signed-in
 * user, the render token header in the print browser); without one, or when it cannot load,
 * a tidy tile with the first character of the name.
 */
export function RosterPhoto({ photo, name, gender }: TProps) {
  const [broken, setBroken] = useState(false);
  if (photo && !broken) {
    return (
      <img
        className="kg-roster-photo"
        src={thumbnailPath(photo, PHOTO_WIDTH)}
        alt={name}
        onError={() => setBroken(true)}
        data-testid="roster-photo"
      />
    );
  }
  const tone = gender === Gender.girl ? 'girl' : gender === Gender.boy ? 'boy' : 'none';
  return (
    <span
      className={`kg-roster-photo kg-roster-photo--empty kg-roster-photo--${tone}`}
      data-testid="roster-photo-empty"
    >
      {[...name.trim()][0] ?? ''}
    </span>
  );
}
