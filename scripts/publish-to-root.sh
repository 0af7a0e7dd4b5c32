#!/bin/sh
# PUBLISH_HOOK='sh scripts/publish-to-root.sh /srv/lihda/dist': puts the release the builder has just
# switched to ($RELEASE_DIR) into a web server's root on this machine (docs/deploy.md, "The publishing
# builder"). The release is copied beside the root, into "ROOT.releases/", and the root, a symbolic
# link, is pointed at the copy in one rename: nginx answers each request from the old release or the
# new one, never from a half-copied folder. The hashed assets of the release that was live stay
# reachable in the new one (hard links), so a page loaded just before the switch still gets its
# scripts. The newest three copies are kept. A failure before the rename leaves the root as it was.
set -eu

root=${1:?"usage: sh scripts/publish-to-root.sh ROOT (the web server's root, for example /srv/lihda/dist)"}
: "${RELEASE_DIR:?RELEASE_DIR: the release to publish (the builder sets it for PUBLISH_HOOK)}"
root=${root%/}
releases="$root.releases"
keep=3
mkdir -p "$releases"

# Named by the time, so the names sort as the copies were made (BUILD_ID is empty after npm start's own build).
name="$(date -u +%Y%m%dT%H%M%SZ)-${BUILD_ID:-start}-$$"
next="$releases/.incoming-$name"
trap 'rm -rf "$next" "$root.next-$$"' EXIT
# Hard links on the same file system: the builder never writes into a file of a release (it renames
# new files in), so sharing them is safe and takes no space. Else a copy.
if ! cp -al "$RELEASE_DIR/." "$next" 2>/dev/null; then
  rm -rf "$next"
  cp -a "$RELEASE_DIR/." "$next"
fi
# The builder's own records (server/publish/build-record.ts, checked-pages.ts): nothing to serve.
rm -f "$next"/.lihda-*

live=""
if [ -L "$root" ]; then live="$releases/$(basename "$(readlink "$root")")"; fi
# The live release's hashed assets the new one lacks, once: those it carried itself are not carried again.
if [ -n "$live" ] && [ -d "$live/_astro" ]; then
  mkdir -p "$next/_astro"
  for file in "$live/_astro"/*; do
    asset=${file##*/}
    [ -f "$file" ] && [ ! -e "$next/_astro/$asset" ] || continue
    if [ -f "$live.carried" ] && grep -qxF "$asset" "$live.carried"; then continue; fi
    ln "$file" "$next/_astro/$asset" 2>/dev/null || cp -p "$file" "$next/_astro/$asset"
    echo "$asset" >>"$releases/$name.carried"
  done
fi

mv "$next" "$releases/$name"
ln -s "$(basename "$releases")/$name" "$root.next-$$"
# A folder served before the first publish through this script is kept, named as the oldest copy; the
# root is missing only between these two renames.
if [ -d "$root" ] && [ ! -L "$root" ]; then mv "$root" "$releases/00000000T000000Z-before-$$"; fi
mv -T "$root.next-$$" "$root"
echo "$root now serves $releases/$name"

if [ -n "$live" ] && [ -f "$releases/$name/nginx-shells.conf" ] && ! cmp -s "$live/nginx-shells.conf" "$releases/$name/nginx-shells.conf"; then
  echo "nginx-shells.conf changed with the code: reload nginx (nginx -s reload) to apply it."
fi

# Prune: the newest copies by name, always the live one.
ls -1 "$releases" | grep -v -e '^\.' -e '\.carried$' | sort -r | tail -n +$((keep + 1)) | while read -r old; do
  [ "$old" = "$name" ] || rm -rf "${releases:?}/$old" "$releases/$old.carried"
done
