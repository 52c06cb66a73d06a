"""The order in which MXNet 1.9.1's CPU ``topk``/``sort``/``argsort`` leave equal keys and NaNs.

MXNet sorts each row's positions with libstdc++'s ``std::sort`` (introsort, not stable), or
``std::partial_sort`` (heap select) when ``k * 8 <= n``, comparing keys with ``<`` (ascending)
or ``>``.  Where a row's keys are distinct and not NaN every correct sort agrees, so callers
use numpy's sort and come here only for rows with ties or NaNs: these functions replay
libstdc++'s algorithms step by step on one row so that ties (and NaNs, which compare false
both ways) land where MXNet puts them.
"""
from __future__ import annotations

import numpy as np

__all__ = ["std_order", "needs_replay"]

_THRESHOLD = 16   # libstdc++'s _S_threshold


def needs_replay(rows: np.ndarray) -> np.ndarray:
    """One bool per row of a 2-D array: has equal keys or NaNs (where sorts may disagree)."""
    if rows.shape[-1] < 2:
        return np.zeros(rows.shape[:-1], bool)
    s = np.sort(rows, axis=-1)
    tie = (s[:, 1:] == s[:, :-1]).any(axis=-1)
    if rows.dtype.kind == "f":
        tie |= np.isnan(rows).any(axis=-1)
    return tie


def std_order(keys, k: int, ascend: bool) -> list[int]:
    """The first ``k`` positions of one row as MXNet's CPU topk orders them."""
    vals = [v.item() for v in np.asarray(keys)]
    n = len(vals)
    if ascend:
        def less(i, j):
            return vals[i] < vals[j]
    else:
        def less(i, j):
            return vals[i] > vals[j]
    idx = list(range(n))
    if k * 8 > n:
        _sort(idx, 0, n, less)
    else:
        _partial_sort(idx, 0, k, n, less)
    return idx[:k]


# ---- std::sort ------------------------------------------------------------------------

def _sort(a, first, last, less):
    if first == last:
        return
    _introsort_loop(a, first, last, 2 * ((last - first).bit_length() - 1), less)
    _final_insertion_sort(a, first, last, less)


def _introsort_loop(a, first, last, depth, less):
    while last - first > _THRESHOLD:
        if depth == 0:
            _partial_sort(a, first, last, last, less)
            return
        depth -= 1
        cut = _partition_pivot(a, first, last, less)
        _introsort_loop(a, cut, last, depth, less)
        last = cut


def _partition_pivot(a, first, last, less):
    mid = first + (last - first) // 2
    _median_to_first(a, first, first + 1, mid, last - 1, less)
    return _unguarded_partition(a, first + 1, last, first, less)


def _median_to_first(a, result, x, y, z, less):
    if less(a[x], a[y]):
        if less(a[y], a[z]):
            m = y
        elif less(a[x], a[z]):
            m = z
        else:
            m = x
    elif less(a[x], a[z]):
        m = x
    elif less(a[y], a[z]):
        m = z
    else:
        m = y
    a[result], a[m] = a[m], a[result]


def _unguarded_partition(a, first, last, pivot, less):
    p = a[pivot]
    while True:
        # the bounds guard only what would be undefined behaviour in C++ (NaN keys)
        while first < len(a) - 1 and less(a[first], p):
            first += 1
        last -= 1
        while last > 0 and less(p, a[last]):
            last -= 1
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _final_insertion_sort(a, first, last, less):
    if last - first > _THRESHOLD:
        _insertion_sort(a, first, first + _THRESHOLD, less)
        for i in range(first + _THRESHOLD, last):
            _linear_insert(a, i, less, first)
    else:
        _insertion_sort(a, first, last, less)


def _insertion_sort(a, first, last, less):
    for i in range(first + 1, last):
        if less(a[i], a[first]):
            v = a[i]
            a[first + 1:i + 1] = a[first:i]
            a[first] = v
        else:
            _linear_insert(a, i, less, first)


def _linear_insert(a, last, less, lo):
    v = a[last]
    nxt = last - 1
    while nxt >= lo and less(v, a[nxt]):
        a[last] = a[nxt]
        last = nxt
        nxt -= 1
    a[last] = v


# ---- std::partial_sort (heap select + sort_heap) ---------------------------------------

def _partial_sort(a, first, middle, last, less):
    _make_heap(a, first, middle, less)
    for i in range(middle, last):
        if less(a[i], a[first]):
            _pop_heap(a, first, middle, i, less)
    while middle - first > 1:
        middle -= 1
        _pop_heap(a, first, middle, middle, less)


def _make_heap(a, first, last, less):
    n = last - first
    if n < 2:
        return
    parent = (n - 2) // 2
    while True:
        _adjust_heap(a, first, parent, n, a[first + parent], less)
        if parent == 0:
            return
        parent -= 1


def _pop_heap(a, first, last, result, less):
    v = a[result]
    a[result] = a[first]
    _adjust_heap(a, first, 0, last - first, v, less)


def _adjust_heap(a, first, hole, n, v, less):
    top = hole
    child = hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if less(a[first + child], a[first + child - 1]):
            child -= 1
        a[first + hole] = a[first + child]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        a[first + hole] = a[first + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and less(a[first + parent], v):
        a[first + hole] = a[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[first + hole] = v
