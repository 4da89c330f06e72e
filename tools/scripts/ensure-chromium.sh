#!/usr/bin/env bash
# The browser tests run in Debian's Chromium (or CHROMIUM_PATH, or Playwright's own browser where a
# developer has downloaded one). Installs Debian's package when none is there and we may.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium-*" > /dev/null; then exit 0; fi

if command -v apt-get > /dev/null; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium for the browser tests…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium > /dev/null
  exit 0
fi

echo "No Chromium found: install one and set CHROMIUM_PATH to it." >&2
exit 1
