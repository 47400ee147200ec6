/** Icons of the account area, inline SVG shipped in the bundle; decorative unless their parent names them. */
import { ICON_BASE, type IconProps } from '../ui/icons';

export function EyeIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function EyeOffIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}

export function PinIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </svg>
  );
}

export function ProfileIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function OrdersIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M6 3h12l1 18H5L6 3zM9 7h6M9 11h6M9 15h4" />
    </svg>
  );
}

export function CardIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </svg>
  );
}

export function CheckIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

export function CrossIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function HeartIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...ICON_BASE} className={className}>
      <path d="M12 20s-7.5-4.6-9.2-9.3A5 5 0 0 1 12 6.5a5 5 0 0 1 9.2 4.2C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}
