import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

/** A module's background as a small portrait page; a soft placeholder when there is none or it fails. */
export function ModuleThumb({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <div className={`kg-gt-thumb ${className ?? ''}`}>
      {usable ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <PictureOutlined className="kg-gt-thumb__none" aria-label={alt} />
      )}
    </div>
  );
}
