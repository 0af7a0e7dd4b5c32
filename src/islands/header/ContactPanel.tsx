import { useState, type ReactNode } from 'react';
import { PhoneIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';

interface Props {
  /** "Contact": the button's and the region's name. */
  label: string;
  /** The company's address, first phone and email, rendered by Astro at build time. */
  children: ReactNode;
}

/** The collapsible Contact panel: button "Contact" shows and hides region "Contact". */
export function ContactPanel({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <MenuDisclosure
      className="menu menu-contact"
      panelId="contact-panel"
      label={
        <>
          <PhoneIcon />
          <span>{label}</span>
        </>
      }
      open={open}
      onOpenChange={setOpen}
      region={label}
    >
      {children}
    </MenuDisclosure>
  );
}
