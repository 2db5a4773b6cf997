"""Fleet audits: re-check millions of runs (or re-verify ledgers) on a Dask cluster.

Start with `run_fleet` (the ``nyaya audit fleet`` command). Inputs are partitioned
(`nyaya.fleet.sources`), each partition is checked by a worker (`nyaya.fleet.work`),
and the partition aggregates add up to one fleet report (`nyaya.fleet.aggregate`);
finished partitions survive a restart (`nyaya.fleet.job`). Dask is the optional extra
``nyaya[fleet]``; ``workers=0`` runs everything in one process without it.
"""

from __future__ import annotations

from nyaya.fleet.aggregate import Aggregate as Aggregate
from nyaya.fleet.job import FleetFailed as FleetFailed
from nyaya.fleet.job import FleetResult as FleetResult
from nyaya.fleet.job import run_fleet as run_fleet
from nyaya.fleet.sources import Partition as Partition

__all__ = ["Aggregate", "FleetFailed", "FleetResult", "Partition", "run_fleet"]
