#!/usr/bin/env bash
# Debian's Chromium, and fonts for Devanagari and Chinese, for the HTML report's browser tests
# (tests/formats/test_formats_html.py).
#
#   bash scripts/chromium-for-tests.sh
#
# Installs only what is missing, so running it again does nothing. Prints nothing unless
# something fails; then it prints apt's output on stderr and exits non-zero.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# Without a Devanagari and a CJK font the page still parses, but a person would see boxes.
if command -v fc-list >/dev/null 2>&1; then
  [ -n "$(fc-list :lang=hi family 2>/dev/null)" ] || need+=(fonts-lohit-deva)
  [ -n "$(fc-list :lang=zh family 2>/dev/null)" ] || need+=(fonts-wqy-zenhei)
else
  need+=(fonts-lohit-deva fonts-wqy-zenhei)
fi
[ "${#need[@]}" -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! {
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
} >"$log" 2>&1; then
  cat "$log" >&2
  echo "chromium-for-tests: could not install ${need[*]}" >&2
  exit 1
fi
command -v chromium >/dev/null 2>&1 || {
  echo "chromium-for-tests: chromium is still not on PATH after installing it" >&2
  exit 1
}
