/** The picture types the picture widgets show; its own file, so a definition does not pull in the reader. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'image/svg+xml'] as const;
