"""Tests of the learning tensors (issue 20)."""
