#!/bin/sh
# Usage: san_vs_pgn_extract.sh NOTATION_REPLAY GAMES.pgn
# Has pgn-extract rewrite the games in canonical SAN (with the final FEN) and in UCI, then
# replays both with drawbridge's notation code (see notation_replay.cpp).
set -eu
replay=$1
games=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
strip="--nocomments --novars --nonags -w 1000000"
/usr/games/pgn-extract -s -Wsan -F --nofauxep $strip -o "$dir/san.pgn" "$games"
/usr/games/pgn-extract -s -Wuci $strip -o "$dir/uci.pgn" "$games"
"$replay" "$dir/san.pgn" "$dir/uci.pgn"
