import { ThemeIcon } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChartDots3,
  IconDatabase,
  IconMap2,
  IconSitemap,
  IconTopologyStar3,
} from '@tabler/icons-react';

const ICONS = [IconChartDots3, IconMap2, IconDatabase, IconSitemap, IconTopologyStar3, IconBuildingCommunity];
const COLORS = ['grafiek', 'teal', 'indigo', 'cyan', 'violet', 'green'];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** The spec ties a project's icon to its path; a stable hash keeps each project recognisable. */
export function ProjectIcon({ path, size = 44 }: { path: string; size?: number }) {
  const index = hash(path);
  const Icon = ICONS[index % ICONS.length] ?? IconChartDots3;
  const color = COLORS[index % COLORS.length] ?? 'grafiek';
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden>
      <Icon size={Math.round(size * 0.55)} stroke={1.6} />
    </ThemeIcon>
  );
}
