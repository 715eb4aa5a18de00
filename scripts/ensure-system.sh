#!/usr/bin/env bash
# Installs what the project needs from Debian when it is missing: Chromium and its headless shell for the browser
# tests (the shell runs most of them, the full browser the PostgreSQL run and the benchmarks), PostgreSQL 15 for
# the PostgreSQL tests, poppler-utils (pdftoppm, pdftotext) for the PDF layout tests, a Java runtime for the Nu HTML
# Checker (vnu-jar), nginx and its brotli module for the multi-instance deployment test (run as a throwaway instance
# on loopback with its own config; the system service is never started). Needs root (as on CI); otherwise it says
# what is missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
[ -x /usr/bin/pdftoppm ] || need+=(poppler-utils)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
command -v java > /dev/null || need+=(default-jre-headless)
# Wanted, not needed: without it the browser tests run in the full Chromium, about 60 % more processor time.
want=()
[ -x /usr/bin/chromium-headless-shell ] || want+=(chromium-headless-shell)
[ ${#need[@]} -eq 0 ] && [ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  [ ${#want[@]} -eq 0 ] || echo "Optional: ${want[*]} (faster browser tests; apt-get as root)" >&2
  [ ${#need[@]} -eq 0 ] && exit 0
  echo "Missing system packages: ${need[*]} (install them with apt-get as root)" >&2
  exit 1
fi
echo "Installing $(echo "${need[*]}" "${want[*]}") from Debian..."
export DEBIAN_FRONTEND=noninteractive
if [ ${#need[@]} -eq 0 ]; then
  if ! apt-get update -qq || ! apt-get install -y -qq "${want[@]}" > /dev/null; then
    echo "Could not install ${want[*]}: the browser tests run in the full Chromium." >&2
  fi
  exit 0
fi
apt-get update -qq
# Keep package scripts from starting services (Debian's nginx would otherwise listen on port 80 on every interface).
policy=/usr/sbin/policy-rc.d
own_policy=no
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && own_policy=yes
fi
trap '[ "$own_policy" = yes ] && rm -f "$policy"' EXIT
apt-get install -y -qq "${need[@]}" > /dev/null
if [ ${#want[@]} -gt 0 ] && ! apt-get install -y -qq "${want[@]}" > /dev/null; then
  echo "Could not install ${want[*]}: the browser tests run in the full Chromium." >&2
fi
