import type { Page } from '@playwright/test';

/** The red, green and blue (0–255) of each pixel of a screenshot, read in the page through a canvas. */
export function screenPixels(page: Page, shot: Buffer): Promise<[number, number, number][]> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const pixels: [number, number, number][] = [];
    for (let i = 0; i < data.length; i += 4) pixels.push([data[i]!, data[i + 1]!, data[i + 2]!]);
    return pixels;
  }, shot.toString('base64'));
}
