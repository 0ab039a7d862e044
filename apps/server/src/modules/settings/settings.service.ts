import { isDeepStrictEqual } from 'node:util';
import {
  isAdmin,
  settingsPatchSchema,
  type FieldError,
  type SettingsPatch,
  type SettingsView,
} from '@beatmarket/shared';
import type { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { SessionUser } from '../../core/session-user.js';
import { DEFAULT_SETTINGS, PUBLIC_MENU_GROUPS, type Settings } from './defaults.js';
import type { SettingsRepository } from './settings.repository.js';
import { buildPublicMenu, mergeSettings } from './supporting-data.service.js';

type Ctx = { user: SessionUser | null };

function requireAdmin(ctx: Ctx) {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
}

const MENU_GROUPS = PUBLIC_MENU_GROUPS.map((g) => ({
  id: g.id,
  label: g.label,
  children: (g.children ?? []).map((c) => c.label),
}));

/** Zod names unknown keys once for their object; the form wants each under its own name. */
function fieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((i) => {
    const at = i.path.map(String);
    if (i.code !== 'unrecognized_keys') return [{ topic_id: at.join('.') || 'body', message: i.message }];
    const message = at.length ? 'Unknown social network' : 'Unknown setting';
    return i.keys.map((key) => ({ topic_id: [...at, key].join('.'), message }));
  });
}

function parsePatch(body: unknown): SettingsPatch {
  const result = settingsPatchSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw new AppError('validation_failed', { message: errors[0]?.message, errors });
}

/** Known ids in the saved order first, then any it misses (a new extra item goes last). */
function normalizeOrder(order: string[], known: string[]): string[] {
  const kept = order.filter((id) => known.includes(id));
  return [...kept, ...known.filter((id) => !kept.includes(id))];
}

/** GET and POST /settings, GET /settings/{action} (spec §7): administrators only. */
/** `announce` drops every process's cached settings once a save has committed (decision 0089). */
export function createSettingsService(deps: { repo: SettingsRepository; announce(): Promise<void> }) {
  const { repo, announce } = deps;
  // Read past the supporting-data cache: an edit starts from what is stored now.
  const current = async () => mergeSettings(await repo.all());
  const view = (values: Settings): SettingsView => ({ values, defaults: DEFAULT_SETTINGS, menu_groups: MENU_GROUPS });

  const actions: Record<string, (values: Settings) => unknown> = {
    defaults: () => DEFAULT_SETTINGS,
    /** The public menu as visitors get it, in the saved order, extra items marked. */
    menu: (values) => ({
      order: values.public_menu_order,
      items: buildPublicMenu(values.public_menu_order, values.public_menu_extra).map((item) => ({
        ...item,
        extra: !PUBLIC_MENU_GROUPS.some((g) => g.id === item.id),
      })),
    }),
  };

  return {
    async view(ctx: Ctx): Promise<SettingsView> {
      requireAdmin(ctx);
      return view(await current());
    },

    async action(ctx: Ctx, action: string): Promise<unknown> {
      requireAdmin(ctx);
      const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
      if (!run) throw new AppError('not_found', { message: `No settings action "${action}"` });
      return run(await current());
    },

    async save(ctx: Ctx, body: unknown): Promise<SettingsView> {
      requireAdmin(ctx);
      const patch = parsePatch(body);
      const before = await current();
      const next: Settings = {
        ...before,
        ...(patch as Partial<Settings>),
        social_links: { ...before.social_links, ...patch.social_links },
      };
      const known = [...PUBLIC_MENU_GROUPS, ...next.public_menu_extra].map((i) => i.id);
      const unknown = (patch.public_menu_order ?? []).filter((id) => !known.includes(id));
      if (unknown.length)
        throw new AppError('validation_failed', {
          topicId: 'public_menu_order',
          message: `Not a menu item: ${unknown.join(', ')}`,
        });
      next.public_menu_order = normalizeOrder(next.public_menu_order, known);

      const touched = new Set(Object.keys(patch) as (keyof Settings)[]);
      if (touched.has('public_menu_extra')) touched.add('public_menu_order');
      // A value equal to its default is stored as no row, so it keeps following the default.
      const set: Record<string, unknown> = {};
      const remove: string[] = [];
      for (const key of touched) {
        if (isDeepStrictEqual(next[key], DEFAULT_SETTINGS[key])) remove.push(key);
        else set[key] = next[key];
      }
      await repo.save(set, remove);
      await announce();
      return view(next);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
