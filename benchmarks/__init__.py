"""Throughput measurements, run together with ``python -m benchmarks``."""
