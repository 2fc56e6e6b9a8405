#!/bin/sh
# publish-release <name> <version> <versions folder>: a release's start (a vertical's container, the
# host's one-shot `host-release`). Copies this image's build (/opt/playhub/release) into the versions
# volume as <versions folder>/<version>/, never overwriting a folder already there (a version is
# immutable once published; older ones stay, so a rollback needs no rebuild), and its script hashes
# to the composition volume (COMPOSITION_DIR, releases/<name>/<version>.json), never overwritten either.
set -eu
name="$1" version="$2" versions="$3"
target="$versions/$version"
if [ -e "$target/mf-manifest.json" ]; then
  echo "publish: $name $version already published"
else
  mkdir -p "$target"
  cp -R /opt/playhub/release/. "$target/"
  echo "publish: $name $version published to $target"
fi
record="releases/$name/$version.json"
if [ -n "${COMPOSITION_DIR:-}" ] && [ ! -e "$COMPOSITION_DIR/$record" ]; then
  mkdir -p "$COMPOSITION_DIR/releases/$name"
  cp "/opt/playhub/$record" "$COMPOSITION_DIR/$record.tmp" && mv "$COMPOSITION_DIR/$record.tmp" "$COMPOSITION_DIR/$record"
  echo "publish: $name $version integrity recorded in $COMPOSITION_DIR/$record"
fi
echo "publish: versions of $name: $(ls "$versions" | tr '\n' ' ')"
