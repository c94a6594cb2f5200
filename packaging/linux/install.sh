#!/bin/sh
# Put Diloti in the current user's application menu: the .desktop launcher, the AppStream
# metainfo and the icons under ${XDG_DATA_HOME:-~/.local/share}. No root needed.
# Works from a source checkout (packaging/linux/install.sh) and from a built or downloaded
# bundle (diloti-qt/install.sh, next to the diloti-qt program).
#
#   install.sh                  install; the launcher runs the bundle this script sits in,
#                               or from a checkout, in this order: dist/diloti-qt/diloti-qt,
#                               the diloti-qt script of a pip install, python3 main.py
#   install.sh --exec PROGRAM   install; the launcher runs PROGRAM
#   install.sh --uninstall      remove what an install put there
set -eu

APP_ID=io.github.diloti_qt.DilotiQt
ICON=diloti-qt
HERE=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
SIZES="16 24 32 48 64 128 256 512"

if [ -f "$HERE/_internal/share/applications/$APP_ID.desktop" ]; then
    BUNDLE=$HERE
    DESKTOP_IN="$HERE/_internal/share/applications/$APP_ID.desktop"
    METAINFO_IN="$HERE/_internal/share/metainfo/$APP_ID.metainfo.xml"
    MIME_IN="$HERE/_internal/share/mime/packages/$APP_ID.mime.xml"
    ICONS="$HERE/_internal/resources/icons"
else
    ROOT=$(CDPATH='' cd -- "$HERE/../.." && pwd)
    BUNDLE="$ROOT/dist/diloti-qt"
    DESKTOP_IN="$HERE/$APP_ID.desktop"
    METAINFO_IN="$HERE/$APP_ID.metainfo.xml"
    MIME_IN="$HERE/$APP_ID.mime.xml"
    ICONS="$ROOT/resources/icons"
fi

program=""
uninstall=0
while [ $# -gt 0 ]; do
    case "$1" in
        --exec) [ $# -ge 2 ] || { echo "--exec needs a program" >&2; exit 2; }
                program=$2; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown option: $1 (try --help)" >&2; exit 2 ;;
    esac
done

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v update-mime-database >/dev/null 2>&1 && [ -d "$DATA/mime/packages" ]; then
        update-mime-database "$DATA/mime" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$uninstall" = 1 ]; then
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
          "$DATA/mime/packages/$APP_ID.mime.xml" \
          "$DATA/icons/hicolor/scalable/apps/$ICON.svg"
    for size in $SIZES; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$ICON.png"
    done
    refresh
    echo "removed Diloti from $DATA"
    exit 0
fi

# One argument of a desktop-entry Exec key: quoted, with the quoting rule's escapes and then
# the string type's backslash escape applied on top; % doubled.
desktop_arg() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')"
}

if [ -n "$program" ]; then
    case "$program" in
        /*) ;;
        *) found=$(command -v -- "$program" 2>/dev/null || true)
           [ -n "$found" ] || { echo "no such program: $program" >&2; exit 1; }
           program=$found ;;
    esac
    exec_line=$(desktop_arg "$program")
elif [ -x "$BUNDLE/diloti-qt" ]; then
    program="$BUNDLE/diloti-qt"
    exec_line=$(desktop_arg "$program")
elif command -v diloti-qt >/dev/null 2>&1; then
    program=$(command -v diloti-qt)
    exec_line=$(desktop_arg "$program")
else
    program=$(command -v python3 2>/dev/null || true)
    if [ -z "$program" ] || [ ! -f "${ROOT:-}/main.py" ]; then
        echo "found no bundle, no diloti-qt script and no python3 with main.py" >&2
        exit 1
    fi
    exec_line="$(desktop_arg "$program") $(desktop_arg "$ROOT/main.py")"
fi

mkdir -p "$DATA/applications" "$DATA/metainfo" "$DATA/icons/hicolor/scalable/apps"
desktop="$DATA/applications/$APP_ID.desktop"
tmp="$desktop.tmp.$$"
trap 'rm -f "$tmp"' EXIT
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        Exec=*) printf 'Exec=%s %%u\n' "$exec_line" ;;  # %u: a clicked diloti:// link or a .diloti file
        TryExec=*) printf 'TryExec=%s\n' "$(printf '%s' "$program" | sed 's/\\/\\\\/g')" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$DESKTOP_IN" > "$tmp"
mv "$tmp" "$desktop"
cp "$METAINFO_IN" "$DATA/metainfo/$APP_ID.metainfo.xml"
mkdir -p "$DATA/mime/packages"  # .diloti match records open in the game
cp "$MIME_IN" "$DATA/mime/packages/$APP_ID.mime.xml"
for size in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$ICONS/hicolor/${size}x${size}/apps/$ICON.png" \
       "$DATA/icons/hicolor/${size}x${size}/apps/$ICON.png"
done
cp "$ICONS/$ICON.svg" "$DATA/icons/hicolor/scalable/apps/$ICON.svg"
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$desktop"
fi
refresh
echo "installed Diloti for $(id -un) under $DATA"
echo "Exec=$exec_line"
