export const BUILD_VARIANT_ENV: {
  readonly memory: Readonly<Record<string, string>>;
  readonly firebase: Readonly<Record<string, string>>;
};
