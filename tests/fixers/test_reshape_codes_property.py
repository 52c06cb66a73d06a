"""Property test of the reshape-code solver: over random input shapes and random targets built
from the input's dimensions, whenever the solver answers, MXNet's Reshape reads its codes as the
same shape the original target computed (the runtime's reshape_target is MXNet's algorithm,
checked against real MXNet in tests/ops)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fixers.reshape_codes import DIM, HEAD, LITERAL, MERGE, OTHER, QUOTIENT, REST, solve
from hybridlint.runtime.ops.tensor import reshape_target
from hybridlint.runtime.registry import OpError


@st.composite
def cases(draw):
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=5)))
    n = len(shape)
    entries = []
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from([DIM, MERGE, LITERAL, OTHER, REST, HEAD, QUOTIENT]))
        if kind == DIM:
            entries.append((DIM, draw(st.integers(0, n - 1))))
        elif kind == MERGE and n >= 2:
            entries.append((MERGE, draw(st.integers(0, n - 2))))
        elif kind == LITERAL:
            v = draw(st.sampled_from([-3, -2, -1, 0, 1, 2, 3, 4]))
            entries.append((LITERAL, v, str(v)))
        elif kind == OTHER:
            v = draw(st.sampled_from([0, 1, 2, 6]))
            entries.append((OTHER, str(v)))
        elif kind == REST:
            entries.append((REST, draw(st.integers(0, n))))
        elif kind == HEAD:
            entries.append((HEAD, draw(st.integers(0, n))))
        elif kind == QUOTIENT:
            entries.append((QUOTIENT, draw(st.integers(0, n - 1)), draw(st.integers(1, 3))))
    return shape, entries


def original_values(shape, entries) -> list[int]:
    """What the original python code hands to reshape: dimensions read as numbers."""
    out: list[int] = []
    for e in entries:
        if e[0] == DIM:
            out.append(shape[e[1]])
        elif e[0] == MERGE:
            out.append(shape[e[1]] * shape[e[1] + 1])
        elif e[0] == LITERAL:
            out.append(e[1])
        elif e[0] == OTHER:
            out.append(int(e[1]))
        elif e[0] == QUOTIENT:
            out.append(shape[e[1]] // e[2])
        elif e[0] == REST:
            out.extend(shape[e[1]:])
        else:
            out.extend(shape[:e[1]])
    return out


def read(spec, shape):
    try:
        return reshape_target(spec, shape)
    except OpError:
        return "error"


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(cases())
def test_solved_codes_reshape_like_the_original(case):
    shape, entries = case
    codes = solve(entries)
    if codes is None:
        return
    want = read(original_values(shape, entries), shape)
    got = read([int(c) for c in codes], shape)
    if want == "error":
        return      # the original fails on this input too; nothing to keep
    assert got == want, (shape, entries, codes)


def test_the_solver_answers_often():
    """Not vacuous: the common targets are solved."""
    assert solve([(DIM, 0), (LITERAL, -1, "-1")]) == ["0", "-1"]
    assert solve([(DIM, 0), (MERGE, 1), (LITERAL, -1, "-1")]) == ["0", "-3", "-1"]
    assert solve([(MERGE, 0), (REST, 2)]) == ["-3", "-2"]
    assert solve([(HEAD, 2), (LITERAL, -1, "-1")]) == ["0", "0", "-1"]
    assert solve([(LITERAL, -1, "-1"), (REST, 2)]) is None
    assert solve([(MERGE, 0), (OTHER, "n")]) is None
    # a size split by the literal it is divided by, on either side; alone or by another, not
    assert solve([(DIM, 0), (LITERAL, 2, "2"), (QUOTIENT, 1, 2), (DIM, 2)]) == ["0", "-4", "2", "-1", "0"]
    assert solve([(QUOTIENT, 0, 3), (LITERAL, 3, "3"), (REST, 1)]) == ["-4", "-1", "3", "-2"]
    assert solve([(DIM, 0), (QUOTIENT, 1, 2), (LITERAL, -1, "-1")]) is None
    assert solve([(LITERAL, 3, "3"), (QUOTIENT, 0, 2)]) is None
    assert solve([(OTHER, "n"), (LITERAL, 2, "2"), (QUOTIENT, 1, 2)]) is None
