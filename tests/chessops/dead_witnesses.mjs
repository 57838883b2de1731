// Replays the dead-position decider's witnesses in chessops, independently of drawbridge's core.
//
//   node dead_witnesses.mjs WITNESSES...
//
// WITNESSES: files of lines `side<TAB>fen<TAB>uci moves` (written by tests/differential/dead/dead_labels.cpp).
// Every move must be legal and the last position must be checkmate with the other side to
// move than `side`. Prints the counts; exit status 1 on any failure. Needs `npm ci` here.
import { createReadStream } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// chessops, or the message run_differential.py gives (not Node's module error) when `npm ci`
// has not been run here.
async function loadChessops() {
  try {
    return await Promise.all([import('chessops/chess'), import('chessops/fen'), import('chessops/util')]);
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(`chessops is not installed: run \`npm ci\` in ${dirname(fileURLToPath(import.meta.url))}`);
    process.exit(1);
  }
}
const [{ Chess }, { parseFen }, { parseUci }] = await loadChessops();

// e1g1 -> e1h1: chessops plays castling as king takes rook.
function normalizeCastling(pos, move) {
  const piece = pos.board.get(move.from);
  if (piece && piece.role === 'king' && Math.abs((move.to & 7) - (move.from & 7)) === 2) {
    const rookFile = move.to > move.from ? 7 : 0;
    return { from: move.from, to: (move.from & 56) | rookFile };
  }
  return move;
}

function problem(side, fen, ucis) {
  const setup = parseFen(fen);
  if (setup.isErr) return `bad FEN: ${setup.error}`;
  const chess = Chess.fromSetup(setup.value);
  if (chess.isErr) return `illegal position: ${chess.error}`;
  const pos = chess.value;
  for (const [ply, uci] of ucis.entries()) {
    const move = parseUci(uci);
    if (!move) return `bad UCI ${uci} at ply ${ply}`;
    const played = normalizeCastling(pos, move);
    if (!pos.isLegal(played)) return `illegal ${uci} at ply ${ply}`;
    pos.play(played);
  }
  if (!pos.isCheckmate()) return 'no checkmate at the end';
  if (pos.turn === side) return 'the wrong side is mated';
  return null;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node dead_witnesses.mjs WITNESSES...');
  process.exit(2);
}
let total = 0, failed = 0, plies = 0;
for (const file of files) {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const [side, fen, moves] = line.split('\t');
    const ucis = moves ? moves.split(' ') : [];
    total++;
    plies += ucis.length;
    const why = problem(side, fen, ucis);
    if (why) {
      failed++;
      if (failed <= 20) console.log(`FAIL ${file}: ${side} ${fen}: ${why}`);
    }
  }
}
console.log(`${total} witnesses (${plies} plies) replayed by chessops, ${failed} failed`);
process.exit(failed === 0 && total > 0 ? 0 : 1);
