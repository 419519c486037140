import { readFileSync } from 'node:fs';
import type { BuiltViewRoutes } from '@sokoni/contracts/web-build';

/**
 * The web build's view routes (paths and chunk files, derived from the web app's route table:
 * see @sokoni/contracts/web-build), or null when the file is missing or not of that shape.
 */
export function parseViewRoutes(text: string | null): BuiltViewRoutes | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<BuiltViewRoutes> | null;
    return parsed && typeof parsed.views === 'object' && parsed.views ? (parsed as BuiltViewRoutes) : null;
  } catch {
    return null;
  }
}

export function readViewRoutes(file: string): BuiltViewRoutes | null {
  try {
    return parseViewRoutes(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
