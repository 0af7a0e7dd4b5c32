import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { level3Of, roots } from './fixtures.ts';
import { en } from './strings.ts';
import { ContactPanel } from '../../../src/islands/header/ContactPanel.tsx';
import { MainMenu } from '../../../src/islands/header/MainMenu.tsx';
import { $menuChildren } from '../../../src/stores/menu-cache.ts';

const discover = [
  { href: '/about', label: 'About Us' },
  { href: '/Technical', label: 'Technical' },
];
const services = [{ href: '/services/1', label: 'Custom manufacturing' }];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  $menuChildren.set({});
});

// The menu's own level-3 calls are answered from the cache: these tests are about the buttons.
function renderMenu() {
  $menuChildren.set({ '1': level3Of(1), '3': level3Of(3) });
  render(<MainMenu roots={roots} discover={discover} services={services} locale="en" strings={en.header} />);
}
const menuButton = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => menuButton(name).getAttribute('aria-expanded');

describe('MainMenu', () => {
  it('has the buttons Products, Discover and Our services, all closed', () => {
    renderMenu();
    expect(['Products', 'Discover', 'Our services'].map(expanded)).toEqual(['false', 'false', 'false']);
  });

  it('opens one menu at a time on click', () => {
    renderMenu();
    fireEvent.click(menuButton('Discover'));
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    fireEvent.click(menuButton('Our services'));
    expect([expanded('Discover'), expanded('Our services')]).toEqual(['false', 'true']);
    expect(screen.getByRole('link', { name: 'Custom manufacturing' }).getAttribute('href')).toBe('/services/1');
  });

  it('opens on hover with a mouse and closes shortly after the pointer leaves', async () => {
    vi.useFakeTimers();
    renderMenu();
    const wrapper = menuButton('Products').parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(expanded('Products')).toBe('true');
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(200));
    expect(expanded('Products')).toBe('false');
  });

  it('ignores touch "hover", so a tap opens the menu instead of opening and closing it', () => {
    renderMenu();
    const wrapper = menuButton('Discover').parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' });
    expect(expanded('Discover')).toBe('false');
    fireEvent.click(menuButton('Discover'));
    expect(expanded('Discover')).toBe('true');
  });

  it('is keyboard usable: ArrowDown opens on the first item, End and Home jump, Escape returns to the button', () => {
    renderMenu();
    const discoverButton = menuButton('Discover');
    discoverButton.focus();
    fireEvent.keyDown(discoverButton, { key: 'ArrowDown' });
    const about = screen.getByRole('link', { name: 'About Us' });
    expect(document.activeElement).toBe(about);
    fireEvent.keyDown(about, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Technical' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(about);
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(expanded('Discover')).toBe('false');
    expect(document.activeElement).toBe(discoverButton);
  });

  it('moves through the visible mega-menu items only', () => {
    renderMenu();
    const products = menuButton('Products');
    products.focus();
    fireEvent.keyDown(products, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Design Elements' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // The first group is open: its first level-3 link follows its button.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Handles' }));
  });

  it('closes when focus leaves it', () => {
    renderMenu();
    fireEvent.click(menuButton('Discover'));
    fireEvent.blur(screen.getByRole('link', { name: 'About Us' }), { relatedTarget: document.body });
    expect(expanded('Discover')).toBe('false');
  });
});

describe('ContactPanel', () => {
  it('toggles the region "Contact" with its button', () => {
    render(
      <ContactPanel label="Contact">
        <address>
          Unit 12 <a href="tel:+441632960123">+44 1632 960123</a>{' '}
          <a href="mailto:sales@lihda.example">sales@lihda.example</a>
        </address>
      </ContactPanel>,
    );
    const button = screen.getByRole('button', { name: 'Contact' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    fireEvent.click(button);
    const region = screen.getByRole('region', { name: 'Contact' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(screen.getByRole('link', { name: '+44 1632 960123' }).getAttribute('href')).toBe('tel:+441632960123');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
