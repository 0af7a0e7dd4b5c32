/** Whether this browser can draw WebGL: switched off, blocked or missing, the 3D preview cannot run. */
export function hasWebgl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
