import { Icon } from '@/components/icons';

/** Line icons of this screen, drawn like components/icons.tsx (24 px unless told). */
export const PlayIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size} filled>
    <path d="M8 5.5v13l10.5-6.5z" />
  </Icon>
);

export const PauseIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const DocumentIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const ArchiveIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 7h16v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
    <path d="M3 3h18v4H3zM10 11h4" />
  </Icon>
);

export const ImageIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M21 16l-5-5-8 9" />
  </Icon>
);

export const VideoIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10.5l5-3v9l-5-3z" />
  </Icon>
);

export const UploadIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </Icon>
);
