/** The picture types a Picture shows; its own file, so the definition does not pull in the reader. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'image/svg+xml'] as const;
