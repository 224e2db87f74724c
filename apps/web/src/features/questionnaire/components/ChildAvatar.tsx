import { Gender, thumbnailPath } from '@kg/contracts';
import { Avatar } from 'antd';

/** Twice the shown size: a class of 35 never loads the phone photos (as in 幼儿管理). */
const AVATAR_WIDTH = 64;

type TProps = { name: string; photo: string | null; gender: number; size?: number };

/** A child's thumbnail, or the last character of the name on the gender's tint. */
export function ChildAvatar({ name, photo, gender, size = 30 }: TProps) {
  return (
    <Avatar
      size={size}
      src={photo ? thumbnailPath(photo, AVATAR_WIDTH) : undefined}
      className={gender === Gender.girl ? 'kg-avatar kg-avatar--girl' : 'kg-avatar'}
    >
      {name.slice(-1)}
    </Avatar>
  );
}
