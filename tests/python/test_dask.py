"""drawbridge.dask.scan on a real cluster: a `dask scheduler` and two `dask worker` processes
(Debian's python3-distributed) over TCP on 127.0.0.1, on ports the system picks. Read in order,
the parts the workers write are byte for byte the CLI's output, whatever the block size, and
stay so when a worker is killed in the middle of a scan."""

from __future__ import annotations

import gzip
import json
import os
import pathlib
import shutil
import signal
import subprocess
import threading
import time
from typing import Callable, Dict, List

import pytest

from conftest import run_cli

try:
    import distributed
except ImportError as missing:  # fails by name: these cases never pass by not running
    raise ImportError("python3-distributed is missing: install it (scripts/install-deps.sh --all)") from missing
import drawbridge.dask  # noqa: E402  (needs dask)

DASK = shutil.which("dask", path="/usr/bin") or shutil.which("dask")
DEADLINE = 120.0


def wait_for(condition: Callable[[], bool], what: str, seconds: float = DEADLINE) -> None:
    """Polls `condition` until it holds; fails naming `what` after `seconds`."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.05)


class Cluster:
    """A scheduler and workers, each a process of its own, stopped and reaped by close()."""

    def __init__(self, folder: pathlib.Path) -> None:
        self.folder = folder
        self.scheduler_file = folder / "scheduler.json"
        self.processes: Dict[str, subprocess.Popen] = {}
        self._start(
            "scheduler", "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
            "--scheduler-file", str(self.scheduler_file),
        )  # fmt: skip
        wait_for(self._scheduler_ready, "the scheduler's file")

    def _start(self, name: str, *args: str) -> None:
        log = open(self.folder / f"{name}.log", "wb")
        self.processes[name] = subprocess.Popen([DASK, *args], stdout=log, stderr=subprocess.STDOUT)
        log.close()

    def _scheduler_ready(self) -> bool:
        if self.processes["scheduler"].poll() is not None:
            raise AssertionError((self.folder / "scheduler.log").read_text())
        try:
            return bool(json.loads(self.scheduler_file.read_text()).get("address"))
        except (OSError, ValueError):
            return False

    def start_worker(self, name: str) -> None:
        # No nanny: the process started is the worker, so that killing it loses it for good.
        self._start(
            name, "worker", "--scheduler-file", str(self.scheduler_file), "--host", "127.0.0.1",
            "--nthreads", "1", "--no-nanny", "--no-dashboard", "--name", name,
            "--local-directory", str(self.folder / name),
        )  # fmt: skip

    def kill(self, name: str) -> None:
        self.processes[name].send_signal(signal.SIGKILL)
        self.processes[name].wait(timeout=DEADLINE)

    def close(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                process.terminate()
        for process in self.processes.values():
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    if DASK is None:
        pytest.skip("the dask command (python3-distributed) is not installed")
    running = Cluster(tmp_path_factory.mktemp("cluster"))
    try:
        yield running
    finally:
        running.close()


@pytest.fixture
def client(cluster):
    """A client of the cluster, with its two workers up (started again after a test killed one)."""
    for name in ("worker-1", "worker-2"):
        if name not in cluster.processes or cluster.processes[name].poll() is not None:
            cluster.start_worker(name)
    with distributed.Client(scheduler_file=str(cluster.scheduler_file), timeout=DEADLINE) as dask_client:
        dask_client.wait_for_workers(2, timeout=DEADLINE)
        yield dask_client


def cli_output(cli: str, files: List[str], *options: str) -> bytes:
    done = subprocess.run([cli, "scan", "--quiet", *options, *files], capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr.decode()
    return done.stdout


def parts(out_dir: pathlib.Path, suffix: str) -> bytes:
    return b"".join(path.read_bytes() for path in sorted(out_dir.glob(f"part-*{suffix}")))


def test_parts_are_the_cli_output_whatever_the_block_size(cli, own_games, scan_files, tmp_path, client):
    plain = [str(own_games / "random.pgn"), *(str(path) for path in scan_files)]
    packed = tmp_path / "findings.pgn.gz"
    packed.write_bytes(gzip.compress(scan_files[1].read_bytes()))
    files = [*plain, str(packed)]
    fixed = tmp_path / "cli-fixed.pgn"
    expected = cli_output(cli, files, "--fixed", str(fixed))
    lines = [json.loads(line) for line in expected.splitlines()]
    for block_bytes in (100_000, 1 << 20, 64 << 20):
        out_dir = tmp_path / f"out-{block_bytes}"
        summary = drawbridge.dask.scan(files, out_dir, client, fixed=True, block_bytes=block_bytes)
        assert parts(out_dir, ".jsonl") == expected, block_bytes
        assert parts(out_dir, ".pgn") == fixed.read_bytes(), block_bytes
        assert summary["games"] == len(lines)
        assert summary["errors"] == sum(1 for line in lines if line["status"] == "error")
        assert summary["flagged"] == [line for line in lines if line.get("findings")]
        assert summary["flagged_games"] == len(summary["flagged"])
        kinds: Dict[str, int] = {}
        for line in lines:
            for finding in line.get("findings") or []:
                kinds[finding["kind"]] = kinds.get(finding["kind"], 0) + 1
        assert summary["findings"] == kinds
        assert summary["bytes"] == sum(os.path.getsize(path) for path in files)
        assert summary["parts"] == sorted(path.stem for path in out_dir.glob("part-*.jsonl"))
        assert not list(out_dir.glob(".*"))  # no temporary file left


def test_the_shared_games(cli, shared_games, tmp_path, client):
    files = [str(shared_games / "human.pgn"), str(shared_games / "tcec.pgn")]
    flagged: List[dict] = []
    summary = drawbridge.dask.scan(files, tmp_path, client, block_bytes=4 << 20, on_flagged=flagged.append)
    expected = cli_output(cli, files)
    assert parts(tmp_path, ".jsonl") == expected
    assert len(summary["parts"]) > 8
    assert summary["flagged"] == [] and summary["flagged_games"] == len(flagged)
    assert flagged == [game for game in map(json.loads, expected.splitlines()) if game.get("findings")]


def test_a_killed_worker_loses_no_game(cli, own_games, tmp_path, client, cluster):
    big = tmp_path / "big.pgn"
    with open(big, "wb") as out:
        for _ in range(8):
            out.write((own_games / "random.pgn").read_bytes())
    out_dir = tmp_path / "out"
    result: Dict[str, object] = {}

    def run() -> None:
        try:
            result["summary"] = drawbridge.dask.scan([str(big)], out_dir, client, block_bytes=256 << 10)
        except BaseException as error:  # raised again below, in the test's thread
            result["error"] = error

    scanning = threading.Thread(target=run)
    scanning.start()
    try:
        address = next(a for a, w in client.scheduler_info()["workers"].items() if w["name"] == "worker-1")

        def worker_1_busy() -> bool:
            parts_done = len(list(out_dir.glob("part-*.jsonl")))
            return not scanning.is_alive() or (parts_done >= 3 and bool(client.processing([address])[address]))

        wait_for(worker_1_busy, "three parts, and a task on worker-1")
        assert scanning.is_alive(), "the scan ended before a worker could be killed"
        cluster.kill("worker-1")
    finally:
        scanning.join(DEADLINE)
    assert not scanning.is_alive()
    if "error" in result:
        raise result["error"]  # type: ignore[misc]
    assert parts(out_dir, ".jsonl") == cli_output(cli, [str(big)])
    assert not list(out_dir.glob(".*"))


def test_a_task_run_twice_leaves_one_part(own_games, tmp_path):
    path = str(own_games / "random.pgn")
    for _ in range(2):
        drawbridge.dask._scan_part(path, (0, None, 0, 1), str(tmp_path), "part-000000", "fide-2023", [], True, 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["part-000000.jsonl", "part-000000.pgn"]


def test_bad_input_names_the_file_and_range(scan_files, tmp_path, client):
    broken = tmp_path / "broken.pgn.gz"
    broken.write_bytes(gzip.compress(scan_files[0].read_bytes())[:-20])
    with pytest.raises(ValueError, match=r"broken\.pgn\.gz \(bytes 0 to the end\): gzip data ends early"):
        drawbridge.dask.scan([str(broken)], tmp_path / "out", client)
    with pytest.raises(ValueError, match="no-such-file.pgn"):
        drawbridge.dask.scan(["no-such-file.pgn"], tmp_path / "out", client)
    with pytest.raises(ValueError, match="holds parts already"):
        (tmp_path / "out" / "part-000000.jsonl").write_text("")
        drawbridge.dask.scan([str(scan_files[0])], tmp_path / "out", client)
    with pytest.raises(ValueError, match="block_bytes"):
        drawbridge.dask.scan([str(scan_files[0])], tmp_path / "other", client, block_bytes=0)
    with pytest.raises(ValueError, match="no-such-edition"):
        drawbridge.dask.scan([str(scan_files[0])], tmp_path / "other", client, rules="no-such-edition")


def test_the_workers_still_serve_after_bad_input(scan_files, tmp_path, client):
    summary = drawbridge.dask.scan([str(scan_files[0])], tmp_path, client)
    assert summary["games"] > 0
    assert len(client.scheduler_info()["workers"]) == 2

