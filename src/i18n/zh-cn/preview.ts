import type { preview as en } from '../en/preview.ts';

export const preview: typeof en = {
  partPicture: '{partNo} 的图片',
  chosenPart: '显示：{partNo}',
  view3d: '3D 查看',
  previewTitle: '{partNo} 的 3D 预览',
  loading: '正在加载 3D 预览…',
  loadFailed: '无法加载 3D 预览，请重试。',
  needsWebgl: '3D 预览需要 WebGL，而此浏览器已关闭或不支持 WebGL。',
  downloadStep: '下载 {partNo} 的 STEP 文件',
  turnLeft: '向左转',
  turnRight: '向右转',
  tiltUp: '向上倾斜',
  tiltDown: '向下倾斜',
  zoomIn: '放大',
  zoomOut: '缩小',
  resetView: '重置',
  zoomLevel: '缩放 {n}%',
  viewKeys: '拖动或使用方向键旋转零件，使用滚轮、双指缩放或 + 和 − 键缩放，按 0 重置，按 Esc 关闭。',
  solidLabel: '{partNo} 的实体模型，水平旋转 {azimuth}°，俯仰 {elevation}°',
  close: '关闭',
};
