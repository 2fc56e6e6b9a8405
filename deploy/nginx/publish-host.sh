#!/bin/sh
# Host release (issue 31, item 5): copy this image's host build into the host-versions volume as
# host/<version>/, never overwriting a version already there (a version is immutable once
# published; older ones stay, so a rollback needs no rebuild), and its script hashes beside
# composition.json, where `COMPOSITION_SEED` and `pnpm composition set host` read them.
set -eu
: "${HOST_VERSION:?}" "${HOST_ROOT:?}" "${COMPOSITION_DIR:?}"
target="$HOST_ROOT/host/$HOST_VERSION"
if [ -e "$target/mf-manifest.json" ]; then
  echo "publish: host $HOST_VERSION already published"
else
  mkdir -p "$target"
  cp -R /opt/playhub/release/. "$target/"
  echo "publish: host $HOST_VERSION published to $target"
fi
record="releases/host/$HOST_VERSION.json"
if [ ! -e "$COMPOSITION_DIR/$record" ]; then
  mkdir -p "$COMPOSITION_DIR/releases/host"
  cp "/opt/playhub/$record" "$COMPOSITION_DIR/$record.tmp" && mv "$COMPOSITION_DIR/$record.tmp" "$COMPOSITION_DIR/$record"
  echo "publish: host $HOST_VERSION integrity recorded in $COMPOSITION_DIR/$record"
fi
echo "publish: host versions: $(ls "$HOST_ROOT/host" | tr '\n' ' ')"
