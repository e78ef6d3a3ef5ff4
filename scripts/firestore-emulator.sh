#!/usr/bin/env bash
# Makes the real Firestore emulator (the Google Cloud SDK's Java jar) available to
# `firebase emulators:exec`. Source it (`. scripts/firestore-emulator.sh`): when a Java >= 21 and
# the emulator jar are found it builds a launcher jar (the SDK's jar has no Main-Class, and
# firebase-tools starts the emulator with `java -jar`), exports FIRESTORE_EMULATOR_BINARY_PATH to
# it, puts that Java first on PATH and sets APEX_FIRESTORE_EMULATOR=1; otherwise it prints a loud
# banner and sets APEX_FIRESTORE_EMULATOR=0. The rules have no other judge (docs/adr/0110), so on
# CI (CI set and not "false" or "0") a missing engine is a failure: sourced, it returns 1; run, it
# exits 1. On a developer's machine it says so and goes on (exit 0).
# Run directly with a command (`scripts/firestore-emulator.sh pnpm ...`), it sources itself and
# runs the command, or stops after the banner when the emulator is missing.

apex_on_ci() { # whether CI asks for the real engine: CI set to anything but "", "false" or "0"
  case "${CI:-}" in '' | false | 0) return 1 ;; *) return 0 ;; esac
}

apex_java_major() { # prints the major version of the java binary $1, or nothing
  "$1" -version 2>&1 | sed -n 's/.*version "\([0-9][0-9]*\).*/\1/p' | head -n 1
}

apex_find_java21() { # prints a java binary of version >= 21, or nothing
  local candidate major
  for candidate in \
    "${JAVA_HOME:+$JAVA_HOME/bin/java}" \
    "$(command -v java 2>/dev/null || true)" \
    /usr/lib/jvm/*/bin/java /opt/java/*/bin/java /opt/*/jdk*/bin/java "$HOME"/.sdkman/candidates/java/*/bin/java; do
    [ -n "$candidate" ] && [ -x "$candidate" ] || continue
    major="$(apex_java_major "$candidate" || true)"
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
}

apex_find_emulator_jar() { # prints the Cloud SDK's cloud-firestore-emulator.jar, or nothing
  local root gcloud_path
  local roots=("${CLOUDSDK_ROOT_DIR:-}")
  gcloud_path="$(command -v gcloud 2>/dev/null || true)"
  if [ -n "$gcloud_path" ]; then
    roots+=("$(cd "$(dirname "$(readlink -f "$gcloud_path")")/.." && pwd)")
  fi
  roots+=(/usr/lib/google-cloud-sdk /usr/share/google-cloud-sdk /opt/google-cloud-sdk \
    /snap/google-cloud-cli/current "$HOME/google-cloud-sdk")
  for root in "${roots[@]}"; do
    [ -n "$root" ] || continue
    if [ -f "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ]; then
      printf '%s\n' "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"
      return 0
    fi
  done
}

apex_firestore_emulator_setup() {
  local java_bin emulator_jar jar_tool cache launcher manifest
  APEX_FIRESTORE_EMULATOR=0
  java_bin="$(apex_find_java21 || true)"
  emulator_jar="$(apex_find_emulator_jar || true)"
  jar_tool="$(dirname "${java_bin:-/nonexistent}")/jar"
  if [ -z "$java_bin" ] || [ -z "$emulator_jar" ] || [ ! -x "$jar_tool" ]; then
    printf '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n'
    printf '!!! NO REAL FIRESTORE EMULATOR (Java >= 21 with its jar tool: %s; cloud-firestore-emulator.jar: %s).\n' \
      "${java_bin:-not found}" "${emulator_jar:-not found}"
    printf '!!! firestore.rules, the Firebase adapter on Firestore and the functions DID NOT RUN.\n'
    printf '!!! Install a JDK 21+ and the Cloud SDK component cloud-firestore-emulator (docs/deploy.md).\n'
    export APEX_FIRESTORE_EMULATOR
    if apex_on_ci; then
      printf '!!! CI=%s: the real rules engine is required here, so this is a FAILURE.\n' "$CI"
      printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n'
      return 1
    fi
    printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n'
    return 0
  fi
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/apex-ci"
  mkdir -p "$cache"
  launcher="$cache/firestore-emulator-launcher.jar"
  manifest="$(mktemp)"
  printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' \
    "$emulator_jar" >"$manifest"
  # Built beside and then moved, so a run in parallel never sees half a jar.
  "$jar_tool" --create --file "$launcher.$$" --manifest "$manifest"
  mv -f "$launcher.$$" "$launcher"
  rm -f "$manifest"
  export FIRESTORE_EMULATOR_BINARY_PATH="$launcher"
  export PATH="$(dirname "$java_bin"):$PATH"
  export JAVA_HOME="$(cd "$(dirname "$java_bin")/.." && pwd)"
  APEX_FIRESTORE_EMULATOR=1
  export APEX_FIRESTORE_EMULATOR
  echo "Real Firestore emulator: $emulator_jar on Java $(apex_java_major "$java_bin") ($java_bin)"
}

# Run as a program: run the command when the emulator is there; on CI, fail when it is not.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  apex_firestore_emulator_setup || exit 1
  if [ "$APEX_FIRESTORE_EMULATOR" = 1 ]; then exec "$@"; fi
  echo "DID NOT RUN (no real Firestore emulator): $*"
else
  apex_firestore_emulator_setup
fi
