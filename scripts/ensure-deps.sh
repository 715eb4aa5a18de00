#!/usr/bin/env bash
# Installs npm dependencies exactly as locked (`npm ci`, or this machine's kept install of the same lockfile, see
# restore_installed) when node_modules is missing or was installed from another package-lock.json; otherwise returns
# at once. The lockfile's hash is kept in node_modules after each install, so
# a pull that changes the lockfile (or a half-finished install) is noticed, and an unchanged one costs nothing.
#
#   bash scripts/ensure-deps.sh                   everything, ready to use
#   bash scripts/ensure-deps.sh --without-native  everything but better-sqlite3's compile (no prebuilt binary can
#                                                 be downloaded here: node-gyp builds SQLite, 2-3 minutes of one
#                                                 core, once per machine, see build_native), for the test command,
#                                                 which builds it beside the type check ...
#   bash scripts/ensure-deps.sh --native          ... and then with this, before anything opens a database.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.sha256
pending=node_modules/.native-build-pending
want="$(sha256sum package-lock.json | cut -d' ' -f1)"

# better-sqlite3's compiled module is kept per machine, outside the clone, under a key naming everything the binary
# depends on (the package's version, Node's module ABI, platform, compiler): SQLite's one 9 MB C file takes one core
# 2-3 minutes to compile at -O3 here, on every fresh clone, and it is always the same file. A kept binary is used
# only after it loads and opens a database; otherwise it is compiled again. NATIVE_CACHE=off always compiles.
native_cache_dir() {
  local version abi target compiler
  version="$(node -p "require('./node_modules/better-sqlite3/package.json').version")"
  abi="$(node -p process.versions.modules)"
  target="$(node -p 'process.platform + "-" + process.arch')"
  compiler="$(c++ -dumpfullversion 2> /dev/null || echo none)"
  echo "${XDG_CACHE_HOME:-$HOME/.cache}/seo-agency-site/better-sqlite3-$version-abi$abi-$target-gcc$compiler"
}
native_loads() {
  node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" > /dev/null 2>&1
}
build_native() {
  local binary=node_modules/better-sqlite3/build/Release/better_sqlite3.node cache
  cache="$(native_cache_dir)"
  if [ "${NATIVE_CACHE:-}" != off ] && [ -f "$cache/better_sqlite3.node" ]; then
    mkdir -p "$(dirname "$binary")"
    cp "$cache/better_sqlite3.node" "$binary"
    if native_loads; then
      echo "better-sqlite3: compiled module taken from $cache"
    else
      rm -f "$binary"
    fi
  fi
  if [ ! -f "$binary" ]; then
    # Straight to node-gyp: the install script would first try to download a prebuilt binary from github.com, which
    # this offline machine cannot reach (and should not try to).
    npm_config_build_from_source=better-sqlite3 npm rebuild better-sqlite3
    native_loads || { echo "better-sqlite3 was compiled but does not load" >&2; exit 1; }
    if [ "${NATIVE_CACHE:-}" != off ] && mkdir -p "$cache" 2> /dev/null; then
      # Written under a temporary name and renamed, so a run beside this one never reads half a file.
      cp "$binary" "$cache/better_sqlite3.node.$$" && mv "$cache/better_sqlite3.node.$$" "$cache/better_sqlite3.node"
    fi
  fi
  rm -f "$pending"
  echo "$want" > "$stamp"
}

# What `npm ci` and esbuild's install wrote (before better-sqlite3's compile, before any tool writes its caches into
# node_modules) is kept per machine under the lockfile's hash, Node's module ABI, the platform and npm's version,
# and a fresh clone with the same lockfile gets it as hard links (3-5 s here) instead of unpacking 77,000 files from
# npm's cache (60-90 s, 90-135 CPU-seconds); a plain copy writes the same 1.1 GB again and took 13-67 s. The links
# share each file with every clone made from them: nothing the suite, the build, the server or better-sqlite3's
# compile writes into an existing file there (checked after a whole run and after a compile: only new files, the
# compiled module, the stamp and tools' caches), but a person might edit one in place. So the kept folder carries a
# manifest of every file's path, size and modification time, compared before each use (under a second); any
# difference and it is dropped, and npm ci runs. It is written under a temporary name and renamed, so a
# half-written one is never used; one is kept, the last install's. DEPS_CACHE=off always runs npm ci.
installed_cache_dir() {
  local abi target npm_version
  abi="$(node -p process.versions.modules)"
  target="$(node -p 'process.platform + "-" + process.arch')"
  npm_version="$(npm --version)"
  echo "${XDG_CACHE_HOME:-$HOME/.cache}/seo-agency-site/node_modules-$want-abi$abi-$target-npm$npm_version"
}
manifest=.kept-manifest.sha256
tree_manifest() {
  (cd "$1" && find . -type f ! -path "./$manifest" -printf '%P\t%s\t%T@\n' | LC_ALL=C sort | sha256sum)
}
restore_installed() {
  local cache
  cache="$(installed_cache_dir)"
  [ "${DEPS_CACHE:-}" != off ] && [ -f "$cache/$manifest" ] || return 1
  if [ "$(tree_manifest "$cache")" != "$(cat "$cache/$manifest")" ]; then
    echo "The kept install in $cache has changed since it was kept: it is dropped."
    rm -rf "$cache"
    return 1
  fi
  rm -rf node_modules node_modules.restoring
  # Hard links need the clone and the cache on one file system; otherwise a copy.
  local how=linked
  if ! cp -al "$cache" node_modules.restoring 2> /dev/null; then
    how=copied
    rm -rf node_modules.restoring
    cp -a "$cache" node_modules.restoring || { rm -rf node_modules.restoring && return 1; }
  fi
  rm -f "node_modules.restoring/$manifest"
  mv node_modules.restoring node_modules || return 1
  echo "npm dependencies $how from $cache (the install of this package-lock.json, kept)"
}
keep_installed() {
  local cache parent
  cache="$(installed_cache_dir)"
  parent="$(dirname "$cache")"
  [ "${DEPS_CACHE:-}" != off ] && mkdir -p "$parent" 2> /dev/null || return 0
  rm -rf "$cache.$$"
  if { cp -al node_modules "$cache.$$" 2> /dev/null || { rm -rf "$cache.$$" && cp -a node_modules "$cache.$$"; }; } &&
    tree_manifest "$cache.$$" > "$cache.$$/$manifest"; then
    find "$parent" -maxdepth 1 -name 'node_modules-*' ! -name "$(basename "$cache").$$" -exec rm -rf {} +
    mv -T "$cache.$$" "$cache" 2> /dev/null || rm -rf "$cache.$$"
  else
    rm -rf "$cache.$$"
  fi
}

case "${1:-}" in
  --native)
    if [ -f "$pending" ]; then build_native; fi
    exit 0
    ;;
esac
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
if [ -f "$pending" ] && [ "${1:-}" = --without-native ]; then exit 0; fi
if ! restore_installed; then
  echo "Installing npm dependencies from package-lock.json (npm ci)..."
  # Install scripts run as package.json's allowScripts says (esbuild, better-sqlite3); better-sqlite3's may wait.
  # The lockfile pins every tarball's integrity: one already in npm's cache is used without asking the registry
  # again.
  npm ci --no-audit --no-fund --ignore-scripts --prefer-offline
  npm rebuild esbuild
  keep_installed
fi
touch "$pending"
if [ "${1:-}" != --without-native ]; then build_native; fi
