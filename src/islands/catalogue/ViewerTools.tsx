import type { ReactNode } from 'react';

export interface ViewerTool {
  key: string;
  label: string;
  icon: ReactNode;
  action: () => void;
}

interface Props {
  tools: ViewerTool[];
  /** 'Zoom 120%', announced as it changes. */
  zoomText: string;
  keysId: string;
  keysText: string;
}

/** The buttons, zoom level and key help along the foot of a viewer dialog (the image viewer and the 3D preview). */
export function ViewerTools({ tools, zoomText, keysId, keysText }: Props) {
  return (
    <>
      <div className="viewer-tools">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="viewer-button"
            aria-label={tool.label}
            title={tool.label}
            onClick={tool.action}
          >
            {tool.icon}
          </button>
        ))}
        <p className="viewer-zoom" aria-live="polite">
          {zoomText}
        </p>
      </div>
      <p id={keysId} className="viewer-keys">
        {keysText}
      </p>
    </>
  );
}
