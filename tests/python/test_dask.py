"""drawbridge.dask.scan on a LocalCluster of two worker processes gives exactly the CLI's output
for the repository's test archives."""

from __future__ import annotations

import pytest

import drawbridge
from conftest import run_cli

distributed = pytest.importorskip("distributed")
import drawbridge.dask  # noqa: E402  (needs dask)


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as dask_client:
        yield dask_client


def test_two_workers_give_the_cli_output(cli, scan_files, client):
    files = [str(path) for path in scan_files]
    expected = run_cli(cli, "scan", "--quiet", "--threads", "1", *files)
    assert list(drawbridge.dask.scan(files, client=client)) == expected


def test_the_current_client_and_a_bad_file(scan_files, client):
    assert len(list(drawbridge.dask.scan(scan_files[:1]))) == len(list(drawbridge.scan(scan_files[0])))
    with pytest.raises(ValueError, match="no-such-file.pgn"):
        list(drawbridge.dask.scan(["no-such-file.pgn"], client=client))
