// A zod schema of the part of an mf-manifest.json playhub relies on, with the metadata playhub's
// preset adds (`hostRuntime`). A module of its own so the page, which reads manifests with the
// lenient readers of manifest.ts, does not carry it.
import * as z from 'zod/mini';

/** The runtime parts a host hands to its verticals, or a vertical takes from its host (preset.cjs). */
export const hostRuntimeMeta = z.object({
  provides: z.optional(z.array(z.string())),
  takes: z.optional(z.array(z.string())),
});

/** The part of a manifest playhub relies on; anything else in it is kept and not judged. */
export const manifestSchema = z.looseObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  metaData: z.looseObject({
    remoteEntry: z.optional(
      z.looseObject({ name: z.string(), path: z.optional(z.string()), type: z.optional(z.string()) }),
    ),
    publicPath: z.optional(z.string()),
    globalName: z.optional(z.string()),
    pluginVersion: z.optional(z.string()),
    hostRuntime: z.optional(hostRuntimeMeta),
  }),
  shared: z._default(
    z.array(
      z.looseObject({
        name: z.string(),
        version: z.optional(z.string()),
        requiredVersion: z.optional(z.string()),
        singleton: z.optional(z.boolean()),
      }),
    ),
    [],
  ),
  exposes: z._default(
    z.array(
      z.looseObject({
        assets: z.optional(
          z.looseObject({
            js: z.optional(
              z.looseObject({
                sync: z._default(z.array(z.string()), []),
                async: z._default(z.array(z.string()), []),
              }),
            ),
          }),
        ),
      }),
    ),
    [],
  ),
});

/** A manifest as far as playhub reads it (see {@link manifestSchema}). */
export type PlayhubManifest = z.infer<typeof manifestSchema>;
