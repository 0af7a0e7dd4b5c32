/**
 * The header's line icons: decorative (the text beside them names the control), drawn by CSS
 * (src/styles/icons.css) so the script carries only their class names. 20 px, small ones 16 px.
 */
function icon(name: string, small = false) {
  const className = `icon icon-${name}${small ? ' icon-small' : ''}`;
  return () => <span className={className} aria-hidden="true" />;
}

export const ChevronIcon = icon('chevron', true);
export const UserIcon = icon('user');
export const BasketIcon = icon('basket');
export const SearchIcon = icon('search');
export const PhoneIcon = icon('phone', true);
export const CloseIcon = icon('close');
export const MailIcon = icon('mail');
