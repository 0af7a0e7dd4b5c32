import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ImageViewer from '../../../src/islands/catalogue/ImageViewer.tsx';
import { viewerStrings } from './fixtures.ts';

const IMAGES = [
  { src: '/api/unpri/ImageDisplayByFID?fid=121', alt: 'Plastic pull handle', width: 480, height: 360 },
  {
    src: '/api/unpri/ImageDisplayByFID?fid=122',
    alt: 'Dimensioned drawing of Plastic pull handle',
    width: 640,
    height: 400,
  },
];

afterEach(cleanup);

// The viewer's code loads on the first click (React.lazy): the dialog comes a moment later.
async function openViewer(name = 'Enlarge: Plastic pull handle') {
  render(<ImageViewer images={IMAGES} strings={viewerStrings} />);
  const opener = screen.getByRole('button', { name });
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: name.replace('Enlarge: ', '') });
  const picture = dialog.querySelector('img')!;
  return { opener, dialog, transform: () => picture.style.transform };
}

describe('ImageViewer', () => {
  it('asks for the main picture first and leaves the drawing at the normal priority', () => {
    render(<ImageViewer images={IMAGES} strings={viewerStrings} />);
    const [main, drawing] = [...document.querySelectorAll('.viewer-thumbs img')];
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(drawing?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows the picture and the drawing as buttons that open a labelled modal dialog', async () => {
    const { dialog } = await openViewer('Enlarge: Dimensioned drawing of Plastic pull handle');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(IMAGES[1]!.src);
    expect(document.activeElement).toBe(dialog);
    for (const name of ['Zoom in', 'Zoom out', 'Rotate left', 'Rotate right', 'Reset', 'Close']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('zooms, pans, rotates and resets with the keyboard', async () => {
    const { dialog, transform } = await openViewer();
    expect(transform()).toBe('translate(0px, 0px) rotate(0deg) scale(1)');
    fireEvent.keyDown(dialog, { key: '+' });
    expect(transform()).toBe('translate(0px, 0px) rotate(0deg) scale(1.2)');
    expect(screen.getByText('Zoom 120%')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: '-' });
    expect(transform()).toContain('scale(1.2)');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowDown' });
    expect(transform()).toContain('translate(40px, 40px)');
    fireEvent.keyDown(dialog, { key: 'r' });
    expect(transform()).toContain('rotate(90deg)');
    fireEvent.keyDown(dialog, { key: 'R', shiftKey: true });
    fireEvent.keyDown(dialog, { key: 'R', shiftKey: true });
    expect(transform()).toContain('rotate(270deg)');
    fireEvent.keyDown(dialog, { key: '0' });
    expect(transform()).toBe('translate(0px, 0px) rotate(0deg) scale(1)');
  });

  it('never zooms past 7 or below 0.2', async () => {
    const { dialog, transform } = await openViewer();
    for (let i = 0; i < 20; i++) fireEvent.keyDown(dialog, { key: '+' });
    expect(transform()).toContain('scale(7)');
    for (let i = 0; i < 40; i++) fireEvent.keyDown(dialog, { key: '-' });
    expect(transform()).toContain('scale(0.2)');
  });

  it('works with its buttons and the wheel', async () => {
    const { dialog, transform } = await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(transform()).toBe('translate(0px, 0px) rotate(270deg) scale(1.2)');
    fireEvent.wheel(dialog.querySelector('.viewer-stage')!, { deltaY: -100, deltaMode: 0 });
    expect(transform()).toContain('scale(1.44)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(transform()).toBe('translate(0px, 0px) rotate(0deg) scale(1)');
  });

  it('moves the picture by dragging', async () => {
    const { dialog, transform } = await openViewer();
    const stage = dialog.querySelector('.viewer-stage')!;
    fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 130, clientY: 80 });
    expect(transform()).toContain('translate(30px, -20px)');
    fireEvent.pointerUp(stage, { pointerId: 1 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(transform()).toContain('translate(30px, -20px)');
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openViewer();
    const buttons = [...dialog.querySelectorAll('button')];
    buttons.at(-1)!.focus();
    fireEvent.keyDown(buttons.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons.at(-1));
  });

  it('closes with Esc and with Close, and gives focus back to the picture', async () => {
    const { opener, dialog } = await openViewer();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not after a drag that ends there', async () => {
    const { dialog } = await openViewer();
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(dialog.querySelector('.viewer-stage')!, { pointerId: 1, button: 0 });
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(backdrop, { pointerId: 2, button: 0 });
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
