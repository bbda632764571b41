# Shared set-up for scripts/run and scripts/test: make sure the Swift toolchain and libedit-dev are here.
# Sourced, not run.

die() { echo "$*" >&2; exit 1; }

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
            [ -x "$dir/swift" ] && PATH="$dir:$PATH" && export PATH && return 0
        done
        die "swift is not installed: get Swift 6 from https://www.swift.org/install/linux/ and put it on PATH."
    fi
}

# Installs a Debian package when its check fails, or says exactly what to run.
ensure_package() {  # ensure_package PACKAGE CHECK-COMMAND...
    local package=$1
    shift
    "$@" >/dev/null 2>&1 && return 0
    if [ "$(id -u)" = 0 ]; then
        echo "Installing $package ..." >&2
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package"; } >&2 ||
            die "could not install $package; run: apt-get update && apt-get install -y $package"
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        { sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package"; } >&2 ||
            die "could not install $package; run: sudo apt-get update && sudo apt-get install -y $package"
    else
        die "$package is missing; run: sudo apt-get update && sudo apt-get install -y $package"
    fi
}

ensure_libedit() {
    ensure_package libedit-dev test -f /usr/include/histedit.h
    ensure_package pkg-config command -v pkg-config
}

# The release build that scripts/install, scripts/package-deb and scripts/bench make: one static
# executable (the Swift runtime, libc, libedit and the libraries libedit needs, all linked in; libedit-dev
# brings their static archives), so starting it maps one file and relocates nothing. The separate scratch
# path leaves the normal .build alone; LEDGER_REPL_STATIC tells --version.
static_build=(swift build -c release --product ledger-repl --scratch-path .build-static
    -Xswiftc -static-executable -Xswiftc -DLEDGER_REPL_STATIC
    -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd)

# build_static: builds it and prints the binary's path; dies unless it is a static executable.
build_static() {
    "${static_build[@]}" >&2 || die "build failed"
    local binary
    binary=$("${static_build[@]}" --show-bin-path)/ledger-repl
    [ -x "$binary" ] || die "the build made no $binary"
    if ldd "$binary" >/dev/null 2>&1; then
        die "$binary is not a static executable:"$'\n'"$(ldd "$binary")"
    fi
    echo "$binary"
}

# hledger and ledger, which the journal tests compare ledger-repl with (Debian's hledger 1.25).
ensure_journal_peers() {
    ensure_package hledger command -v hledger
    ensure_package ledger command -v ledger
}
