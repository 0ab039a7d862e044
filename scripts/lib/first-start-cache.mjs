// The marker warm-demo-media.ts writes once every demo preview is cached (its DEMO_MEDIA_CACHE): `npm start`
// and the install's preparation skip the warm-up when it is there.
export const DEMO_PREVIEWS_DONE = 'node_modules/.cache/beatmarket/demo-media/.complete';
