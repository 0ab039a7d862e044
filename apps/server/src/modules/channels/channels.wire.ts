import type { AreaParts, Base } from '../../wiring.js';
import { createChannelsRepository } from './channels.repository.js';
import { channelsRoutes } from './channels.routes.js';
import { createChannelsService } from './channels.service.js';

/** YouTube channels a licence covers, and the producers' Content ID allowlists (issue 35 §3). */
export function wireChannels({ config, db }: Base) {
  const channels = createChannelsService({ repo: createChannelsRepository(db), publicUrl: config.publicUrl });
  return {
    api: (async (app) => void (await app.register(channelsRoutes, { channels }))) satisfies AreaParts['api'],
  };
}
