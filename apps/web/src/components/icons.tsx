import type { ReactNode, SVGProps } from 'react';

/** Stroke icons (24×24 grid). Decorative by default: pair them with visible text or an aria-label. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.9}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const PlayIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="m10 8.5 5 3.5-5 3.5z" />
  </>,
);
export const GridIcon = icon(
  <>
    <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
  </>,
);
export const SparklesIcon = icon(
  <>
    <path d="M12 3 13.8 8.2 19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 15.5 19.8 17.2 21.5 18l-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z" />
  </>,
);
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </>,
);
export const StoreIcon = icon(
  <>
    <path d="M4 9.5 5.5 4h13L20 9.5" />
    <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12v8h13v-8" />
    <path d="M10 20v-4.5h4V20" />
  </>,
);
export const ChatIcon = icon(
  <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12z" />,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.3-3.5 4.3-5.5 8-5.5s6.7 2 8 5.5" />
  </>,
);
export const BellIcon = icon(
  <>
    <path d="M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9z" />
    <path d="M10 20a2.2 2.2 0 0 0 4 0" />
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </>,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);
export const WarningIcon = icon(
  <>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17v.01" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M10.6 5.6A9 9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 5.4-1.9" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.4-9-9.3C2 7.4 4.2 4.5 7.3 4.5c2 0 3.5 1 4.7 2.7 1.2-1.7 2.7-2.7 4.7-2.7 3.1 0 5.3 2.9 4.3 6.2-1.5 4.9-9 9.3-9 9.3z" />,
);
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.3 9a2.8 2.8 0 0 1 5.4 1c0 1.8-2.7 2.5-2.7 2.5M12 16.5v.01" />
  </>,
);
export const WalletIcon = icon(
  <>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <path d="M16.5 14h.01" />
  </>,
);
export const LogOutIcon = icon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const FileTextIcon = icon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const IdCardIcon = icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <circle cx="8.5" cy="11" r="2.2" />
    <path d="M5.5 16c.6-1.4 1.7-2.1 3-2.1s2.4.7 3 2.1M14.5 10h4M14.5 13.5h3" />
  </>,
);
export const ShieldCheckIcon = icon(
  <>
    <path d="M12 21s8-3.5 8-10V5l-8-2.5L4 5v6c0 6.5 8 10 8 10z" />
    <path d="m9 11.5 2 2 4-4" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M21 16.5v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3 19.5 19.5 0 0 1-6-6 19.8 19.8 0 0 1-3-8.7A2 2 0 0 1 3.2 1.6h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.2 9.5a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);
export const CarIcon = icon(
  <>
    <path d="M5 17H3.5a1 1 0 0 1-1-1v-3.2a2 2 0 0 1 .6-1.4L5 9.5l1.8-3.6A2 2 0 0 1 8.6 5h6.8a2 2 0 0 1 1.8 1.1L19 9.5l1.9 1.9a2 2 0 0 1 .6 1.4V16a1 1 0 0 1-1 1H19" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5M5 9.5h14" />
  </>,
);
export const PackageIcon = icon(
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const LockIcon = icon(
  <>
    <rect x="4" y="10.5" width="16" height="10.5" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </>,
);
export const TrendingIcon = icon(
  <>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </>,
);
export const BookmarkIcon = icon(<path d="M6 3.5h12v17l-6-4-6 4z" />);
export const ShareIcon = icon(
  <>
    <path d="M12 3.5v12M7.5 8 12 3.5 16.5 8" />
    <path d="M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5" />
  </>,
);
export const VolumeIcon = icon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </>,
);
export const VolumeOffIcon = icon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </>,
);
export const PauseIcon = icon(<path d="M8 5v14M16 5v14" strokeWidth={3} />);
export const PlaySolidIcon = icon(<path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />);
export const VerifiedIcon = icon(
  <>
    <path
      d="M12 2.5 14.4 4l2.8-.2 1 2.6 2.4 1.5-.6 2.8 1 2.6-2 2 .1 2.8-2.7.8-1.5 2.4-2.8-.5L12 21.5l-2.1-1.7-2.8.5-1.5-2.4-2.7-.8.1-2.8-2-2 1-2.6-.6-2.8 2.4-1.5 1-2.6 2.8.2z"
      fill="currentColor"
      stroke="none"
    />
    <path d="m8.5 12.2 2.4 2.4 4.6-4.8" stroke="#fff" strokeWidth={2.2} />
  </>,
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const StarIcon = icon(
  <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
);
export const RefreshIcon = icon(
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 3.5V8h4.5M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 20.5V16h-4.5" />
  </>,
);
export const ListIcon = icon(
  <>
    <rect x="3" y="4" width="5" height="5" rx="1" />
    <rect x="3" y="15" width="5" height="5" rx="1" />
    <path d="M11 6.5h10M11 17.5h10" />
  </>,
);
export const SlidersIcon = icon(
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const KeyboardIcon = icon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7.5 14h9" />
  </>,
);
export const ArrowLeftIcon = icon(<path d="M19 12H5m6-6-6 6 6 6" />);
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const TagIcon = icon(
  <>
    <path d="M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7z" />
    <path d="M8 8h.01" />
  </>,
);
export const DataSaverIcon = icon(
  <>
    <path d="M12 3a9 9 0 1 0 9 9" />
    <path d="M12 7v5l3 2M16 3.5l1.5 3 3 1.5" />
  </>,
);
export const ImageIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const SendIcon = icon(<path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5z" />);
export const PencilIcon = icon(
  <>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7" />
    <path d="M6 7l1 13h10l1-13M10 11v5.5M14 11v5.5" />
  </>,
);
export const UploadIcon = icon(
  <>
    <path d="M12 15.5V4M7 8.5 12 4l5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
  </>,
);
export const VideoIcon = icon(
  <>
    <rect x="2.5" y="6" width="13.5" height="12" rx="2.5" />
    <path d="m16 10.5 5.5-3v9l-5.5-3z" />
  </>,
);
export const ChartIcon = icon(
  <>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </>,
);
export const CameraIcon = icon(
  <>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.3l1.4-2h5.6l1.4 2h2.3A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
    <circle cx="12" cy="12.5" r="3.3" />
  </>,
);
export const AwardIcon = icon(
  <>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
  </>,
);
export const FilterIcon = icon(<path d="M3.5 5h17l-6.5 8v6l-4-2v-4z" />);
export const MicIcon = icon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
  </>,
);
/** The microphone, crossed out: voice input is off. */
export const MicOffIcon = icon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M4 4l16 16" />
  </>,
);
export const StopIcon = icon(<rect x="6" y="6" width="12" height="12" rx="2.5" />);
