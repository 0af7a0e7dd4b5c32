import type { SyntheticEvent } from 'react';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';

interface Props {
  partNo: string;
  width: number;
  height: number;
}

/** A part since taken out of the catalogue has no picture: hidden rather than shown broken. */
const hide = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/** The shaded picture of one part (4:3, sized so nothing shifts as it loads, fetched only when it nears the screen). */
export function PartPicture({ partNo, width, height }: Props) {
  return (
    <img
      className="part-thumb"
      src={partPictureUrl(partNo)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={hide}
    />
  );
}
